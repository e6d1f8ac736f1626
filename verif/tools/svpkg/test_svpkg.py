#!/usr/bin/env python3
"""test_svpkg: the generated header of a SystemVerilog package is the package.

    test_svpkg.py good PKG.sv HEADER NAMESPACE VERILATOR    (CTest svpkg.<pkg>, label lint)
    test_svpkg.py bad  PKG.sv HEADER NAMESPACE VERILATOR    (CTest svpkg.<pkg>_bad, lint;bad)

good: the build's HEADER equals what svpkg.py makes of PKG.sv (--check), and Verilator, which
      elaborates PKG.sv with the module of --sv-check, reads every value, width and field
      position of the header the same way (an independent reader of the package).
bad:  proves that each check fires, on copies in a temporary folder (PKG.sv and HEADER are
      never written):
  1. a hand edit of one line of the header fails --check with [SVPKG_STALE] and HEADER:line;
  2. a header missing fails --check with [SVPKG_STALE];
  3. a check module made from a package whose first enum value is changed (to the largest
     value of its width) fails Verilator's elaboration of the real package with [SVPKG_SV]
     (svpkg's reading and Verilator's disagree);
  4. an item svpkg cannot read (a localparam with an expression) fails with [SVPKG_PARSE] and
     the package copy's file:line, and writes no header.
Exit status 0 iff every case behaves so.
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from checklist import Checklist  # noqa: E402  (verif/tools/checklist.py)

TOOL = os.path.join(HERE, "svpkg.py")


def svpkg(pkg, ns, *args):
    p = subprocess.run([sys.executable, TOOL, pkg, "--namespace", ns, *args],
                       capture_output=True, text=True, check=False)
    return p.returncode, p.stderr


def elaborate(verilator, pkg, check_sv, tmp):
    top = os.path.splitext(os.path.basename(check_sv))[0]
    p = subprocess.run([verilator, "--lint-only", "-Wall", "--Mdir", os.path.join(tmp, "obj"),
                        pkg, check_sv, "--top-module", top],
                       capture_output=True, text=True, check=False)
    return p.returncode, p.stdout + p.stderr


def pkg_name(pkg):
    with open(pkg, encoding="utf-8") as f:
        m = re.search(r"\bpackage\s+(\w+)\s*;", f.read())
    return m.group(1) if m else "pkg"


def main(argv):
    if len(argv) != 6 or argv[1] not in ("good", "bad"):
        print(__doc__, file=sys.stderr)
        return 2
    mode, pkg, header, ns, verilator = argv[1:]
    checks = Checklist()
    expect = checks.expect

    with tempfile.TemporaryDirectory() as tmp:
        check_sv = os.path.join(tmp, pkg_name(pkg) + "_svpkg_check.sv")
        if mode == "good":
            rc, err = svpkg(pkg, ns, "--check", header)
            expect(rc == 0, f"{header} is what svpkg makes of {pkg}", err)
            rc, err = svpkg(pkg, ns, "--sv-check", check_sv)
            expect(rc == 0, "the check module is written", err)
            rc, out = elaborate(verilator, pkg, check_sv, tmp)
            expect(rc == 0 and "SVPKG_SV" not in out,
                   "Verilator reads every value, width and field position as the header", out)
        else:
            copy = os.path.join(tmp, os.path.basename(header))
            shutil.copy(header, copy)
            rc, err = svpkg(pkg, ns, "--check", copy)
            expect(rc == 0, "the unmodified copy of the header passes", err)
            with open(copy, encoding="utf-8") as f:
                lines = f.read().splitlines(keepends=True)
            k = next(i for i, s in enumerate(lines) if re.search(r"= \d+,$", s.rstrip()))
            lines[k] = re.sub(r"= (\d+),", lambda m: f"= {int(m.group(1)) + 1},", lines[k])
            with open(copy, "w", encoding="utf-8") as f:
                f.write("".join(lines))
            rc, err = svpkg(pkg, ns, "--check", copy)
            expect(rc == 1 and "[SVPKG_STALE]" in err and f"{copy}:{k + 1}:" in err,
                   f"a hand edit of header line {k + 1} fails with [SVPKG_STALE]", err)
            os.remove(copy)
            rc, err = svpkg(pkg, ns, "--check", copy)
            expect(rc == 1 and "[SVPKG_STALE]" in err and "missing" in err,
                   "a missing header fails with [SVPKG_STALE]", err)

            with open(pkg, encoding="utf-8") as f:
                text = f.read()
            wrong = os.path.join(tmp, "wrong", os.path.basename(pkg))
            os.makedirs(os.path.dirname(wrong))
            m = re.search(r"typedef\s+enum[^{]*\{\s*(\w+)\s*=\s*(\d+)'d(\d+)", text)
            if m:
                top = (1 << int(m.group(2))) - 1  # an unused value in cu_pkg's enums
                bad = text[:m.start(3)] + str(top) + text[m.end(3):]
                with open(wrong, "w", encoding="utf-8") as f:
                    f.write(bad)
                rc, err = svpkg(wrong, ns, "--sv-check", check_sv)
                expect(rc == 0, "a check module is made from the edited package copy", err)
                rc, out = elaborate(verilator, pkg, check_sv, tmp)
                expect(rc != 0 and "[SVPKG_SV]" in out and m.group(1) in out,
                       f"Verilator's elaboration of {pkg} fails with [SVPKG_SV] naming "
                       f"{m.group(1)} when the header says otherwise", out)
            else:
                expect(False, f"{pkg} has an enum with a first value N'dV to edit")

            pos = text.index("endpackage")
            bad = text[:pos] + "  localparam int unsigned SVPKG_BAD = 2 * 3;\n" + text[pos:]
            with open(wrong, "w", encoding="utf-8") as f:
                f.write(bad)
            line = bad.count("\n", 0, pos) + 1
            out_h = os.path.join(tmp, "unreadable.h")
            rc, err = svpkg(wrong, ns, "--cpp", out_h)
            expect(rc == 1 and "[SVPKG_PARSE]" in err and f"{wrong}:{line}:" in err and
                   not os.path.exists(out_h),
                   f"an expression svpkg cannot read fails with [SVPKG_PARSE] at line {line} "
                   "and writes nothing", err)

    return checks.summary(f"test_svpkg {mode}")


if __name__ == "__main__":
    sys.exit(main(sys.argv))
