#!/usr/bin/env python3
"""svpkg: a C++ header with the encodings of a SystemVerilog package (run by the build).

    svpkg.py PKG.sv --namespace NS --cpp OUT.h     write OUT.h (only when its text changes)
    svpkg.py PKG.sv --namespace NS --check OUT.h   exit 1 when OUT.h differs from PKG.sv
    svpkg.py PKG.sv --namespace NS --sv-check OUT.sv
                                                   write a module that Verilator elaborates
                                                   with PKG.sv: $error for every value of
                                                   OUT.h that Verilator reads otherwise

The package stays the one description of its encodings; C++ reads them from the header:
  typedef enum <type> {A = v, B, ...} name;   enum name : uintN_t {A = v, B = v + 1, ...};
                                               NAME_BITS (width), NAME_COUNT (named values)
  typedef struct packed {<type> f; ...} name;  namespace name { BITS; F_LSB, F_BITS, F_MASK }
                                               (first field = most significant, as in SV)
  localparam <type> NAME = value;              constexpr uintN_t NAME = value;
Values are SystemVerilog literals (4'd11, 64'h7FF8_..., 3, '0) or names defined above them.
Functions and tasks are skipped: only encodings cross, never logic. Anything else at package
level is an error that names PKG.sv:line ([SVPKG_PARSE]), so that nothing is dropped silently.
A stale or hand-edited header fails --check with OUT.h:line ([SVPKG_STALE]).
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "reggen"))
from reggen import write_if_changed  # noqa: E402  (the one writer of generated files)

TOOL = "verif/tools/svpkg/svpkg.py"


class ParseError(Exception):
    pass


def strip_comments(text):
    """Comments replaced by spaces; newlines kept so that offsets keep their line numbers."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append(text[i:j + 1])
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


class Package:
    def __init__(self, path, text):
        self.path = path
        self.text = strip_comments(text)
        self.name = None
        self.items = []   # ("enum"|"struct"|"param", name, data, line) in source order
        self.values = {}  # every named constant: name -> (value, width)
        self.enums = {}   # enum type name -> width

    def line_of(self, pos):
        return self.text.count("\n", 0, pos) + 1

    def fail(self, pos, msg):
        raise ParseError(f"{self.path}:{self.line_of(pos)}: error [SVPKG_PARSE] {msg}")

    def width_of(self, typ, pos):
        """Bits of a type: logic/bit [H:L], logic, bit, int unsigned, int, or an enum above."""
        t = " ".join(typ.split())
        m = re.fullmatch(r"(logic|bit)(?:\s*\[\s*(\d+)\s*:\s*(\d+)\s*\])?", t)
        if m:
            if m.group(2) is None:
                return 1
            hi, lo = int(m.group(2)), int(m.group(3))
            if lo != 0 or hi < lo:
                self.fail(pos, f"type '{t}': only [H:0] ranges are supported")
            return hi + 1
        if t in ("int unsigned", "int", "integer"):
            return 32
        if t in self.enums:
            return self.enums[t]
        self.fail(pos, f"unsupported type '{t}'")
        return 0

    def value_of(self, expr, width, pos):
        e = "".join(expr.split())
        m = re.fullmatch(r"(\d*)'([sS]?)([dDhHbBoO])([0-9a-fA-F_]+)", e)
        if m:
            base = {"d": 10, "h": 16, "b": 2, "o": 8}[m.group(3).lower()]
            v = int(m.group(4).replace("_", ""), base)
            if m.group(1) and v >= 1 << int(m.group(1)):
                self.fail(pos, f"literal '{e}' does not fit in {m.group(1)} bits")
        elif re.fullmatch(r"\d[\d_]*", e):
            v = int(e.replace("_", ""))
        elif e in ("'0", "'1"):
            v = 0 if e == "'0" else (1 << width) - 1
        elif re.fullmatch(r"[A-Za-z_]\w*", e) and e in self.values:
            v = self.values[e][0]
        else:
            self.fail(pos, f"value '{expr.strip()}' is not a literal or a name defined above")
            return 0
        if v >= 1 << width:
            self.fail(pos, f"value '{expr.strip()}' does not fit in {width} bits")
        return v

    def define(self, name, value, width, pos):
        if name in self.values:
            self.fail(pos, f"'{name}' is defined twice")
        self.values[name] = (value, width)

    def parse(self):
        t = self.text
        m = re.search(r"\bpackage\s+(\w+)\s*;", t)
        if not m:
            raise ParseError(f"{self.path}:1: error [SVPKG_PARSE] no 'package <name>;'")
        self.name = m.group(1)
        end = t.find("endpackage", m.end())
        if end < 0:
            self.fail(m.start(), f"package {self.name} has no endpackage")
        pos = m.end()
        while True:
            ws = re.compile(r"\s*").match(t, pos, end)
            pos = ws.end()
            if pos >= end:
                break
            pos = self.parse_item(pos, end)

    def parse_item(self, pos, end):
        t = self.text
        m = re.compile(r"(function|task)\b").match(t, pos, end)
        if m:
            close = re.compile(r"\bend" + m.group(1) + r"\b").search(t, m.end(), end)
            if not close:
                self.fail(pos, f"{m.group(1)} without end{m.group(1)}")
            return close.end()
        m = re.compile(r"typedef\s+enum\s*([^{]*)\{([^}]*)\}\s*(\w+)\s*;").match(t, pos, end)
        if m:
            self.parse_enum(m, pos)
            return m.end()
        m = re.compile(r"typedef\s+struct\s+packed\s*\{([^}]*)\}\s*(\w+)\s*;").match(t, pos, end)
        if m:
            self.parse_struct(m, pos)
            return m.end()
        m = re.compile(r"localparam\s+([^=;]*?)\s*\b([A-Za-z_]\w*)\s*=\s*([^;]+);").match(
            t, pos, end)
        if m:
            typ = m.group(1).strip()
            width = self.width_of(typ, pos) if typ else 32
            v = self.value_of(m.group(3), width, pos)
            self.define(m.group(2), v, width, pos)
            self.items.append(("param", m.group(2), (v, width, typ or "int"), self.line_of(pos)))
            return m.end()
        stmt = t[pos:t.find(";", pos, end) + 1 if t.find(";", pos, end) >= 0 else end]
        self.fail(pos, "unsupported package item '" + " ".join(stmt.split())[:60] +
                  "' (svpkg reads typedef enum, typedef struct packed, localparam, function)")
        return end

    def parse_enum(self, m, pos):
        typ = m.group(1).strip() or "int"
        width = self.width_of(typ, pos)
        members = []
        nxt = 0
        for k, raw in enumerate(m.group(2).split(",")):
            if not raw.strip():
                if k == len(m.group(2).split(",")) - 1:
                    continue
                self.fail(pos, f"enum {m.group(3)}: empty member")
            mm = re.fullmatch(r"\s*([A-Za-z_]\w*)\s*(?:=\s*(.+?))?\s*", raw, re.S)
            if not mm:
                self.fail(pos, f"enum {m.group(3)}: cannot read member '{raw.strip()}'")
            v = self.value_of(mm.group(2), width, pos) if mm.group(2) else nxt
            if v >= 1 << width:
                self.fail(pos, f"enum {m.group(3)}: {mm.group(1)} = {v} does not fit in "
                          f"{width} bits")
            if any(v == w for _, w in members):
                self.fail(pos, f"enum {m.group(3)}: value {v} given twice")
            self.define(mm.group(1), v, width, pos)
            members.append((mm.group(1), v))
            nxt = v + 1
        if not members:
            self.fail(pos, f"enum {m.group(3)} has no member")
        self.enums[m.group(3)] = width
        self.items.append(("enum", m.group(3), (width, members, typ), self.line_of(pos)))

    def parse_struct(self, m, pos):
        fields = []
        body = m.group(1)
        for decl in body.split(";")[:-1]:
            mm = re.fullmatch(r"\s*(.*?)\s*\b([A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)\s*", decl,
                              re.S)
            if not mm or not mm.group(1):
                self.fail(pos, f"struct {m.group(2)}: cannot read field '{decl.strip()}'")
            w = self.width_of(mm.group(1), pos)
            for f in mm.group(2).split(","):
                fields.append((f.strip(), w))
        if body.split(";")[-1].strip():
            self.fail(pos, f"struct {m.group(2)}: field without ';'")
        if not fields:
            self.fail(pos, f"struct {m.group(2)} has no field")
        total = sum(w for _, w in fields)
        lsb = total
        laid = []
        for f, w in fields:
            lsb -= w
            laid.append((f, lsb, w))
        self.items.append(("struct", m.group(2), (total, laid), self.line_of(pos)))


def ctype(width):
    for w in (8, 16, 32, 64):
        if width <= w:
            return f"std::uint{w}_t"
    return None


def hexlit(v, width):
    digits = max(1, (width + 3) // 4)
    suffix = "ull" if width > 32 else "u"
    return f"0x{v:0{digits}X}{suffix}"


def render_cpp(pkg, ns, src_rel):
    out = [
        f"// Generated by {TOOL} from {src_rel}.",
        f"// Do not edit: the build rewrites it when the encodings change (values, widths,",
        f"// field positions of package {pkg.name}; never its logic). No line numbers: an",
        "// edit of a comment or a function of the package recompiles nothing.",
        "#pragma once",
        "",
        "#include <cstdint>",
        "",
        f"namespace {ns} {{",
    ]
    for kind, name, data, line in pkg.items:
        out.append("")
        if kind == "enum":
            width, members, typ = data
            ct = ctype(width)
            if ct is None:
                raise ParseError(f"{pkg.path}:{line}: error [SVPKG_PARSE] enum {name}: "
                                 f"{width} bits is wider than 64")
            out.append(f"/// typedef enum {typ} {name}.")
            out.append(f"enum {name} : {ct} {{")
            for mname, v in members:
                out.append(f"  {mname} = {v},")
            out.append("};")
            up = name.upper()
            out.append(f"constexpr unsigned {up}_BITS = {width};   ///< width of {name}")
            out.append(f"constexpr unsigned {up}_COUNT = {len(members)};  ///< named values")
        elif kind == "struct":
            total, laid = data
            out.append(f"/// typedef struct packed {name}: {total} bits, the first field most "
                       "significant.")
            out.append(f"namespace {name} {{")
            out.append(f"constexpr unsigned BITS = {total};")
            for f, lsb, w in laid:
                up = f.upper()
                line_s = f"constexpr unsigned {up}_LSB = {lsb}, {up}_BITS = {w};"
                if lsb + w <= 64:
                    mask = ((1 << w) - 1) << lsb
                    line_s += f"\nconstexpr std::uint64_t {up}_MASK = {hexlit(mask, 64)};"
                out.append(line_s)
            out.append(f"}}  // namespace {name}")
        else:
            v, width, typ = data
            ct = ctype(width)
            if ct is None:
                raise ParseError(f"{pkg.path}:{line}: error [SVPKG_PARSE] localparam {name}: "
                                 f"{width} bits is wider than 64")
            out.append(f"/// localparam {typ} {name}.")
            lit = hexlit(v, width) if width > 8 else str(v)
            out.append(f"constexpr {ct} {name} = {lit};")
    out.append("")
    out.append(f"}}  // namespace {ns}")
    return "\n".join(out) + "\n"


def sv_lit(v, width):
    return f"{width}'h{v:X}"


def render_sv_check(pkg, header_rel):
    """A module whose elaboration fails ($error) wherever Verilator reads the package otherwise
    than svpkg did: every value, every width, every field position of the header."""
    mod = f"{pkg.name}_svpkg_check"
    out = [f"// Generated by {TOOL}. Elaborated with package {pkg.name}, it fails",
           f"// ($error) where Verilator reads a value of {header_rel} otherwise.",
           "/* verilator lint_off DECLFILENAME */",
           f"module {mod};"]
    k = 0

    def check(cond, what):
        nonlocal k
        out.append(f"  if (!({cond})) begin : g_c{k}")
        out.append(f"    $error(\"svpkg [SVPKG_SV] {what}\");")
        out.append("  end")
        k += 1

    p = pkg.name
    for kind, name, data, _ in pkg.items:
        if kind == "enum":
            width, members, _ = data
            check(f"$bits({p}::{name}) == {width}", f"{name} is not {width} bits")
            for mname, v in members:
                check(f"{p}::{mname} == {sv_lit(v, width)}", f"{mname} is not {v}")
        elif kind == "struct":
            total, laid = data
            check(f"$bits({p}::{name}) == {total}", f"{name} is not {total} bits")
            for f, lsb, w in laid:
                pname = f"P_{name}_{f}".upper()
                out.append(f"  localparam {p}::{name} {pname} = '{{{f}: '1, default: '0}};")
                mask = ((1 << w) - 1) << lsb
                check(f"{pname} == {sv_lit(mask, total)}",
                      f"{name}.{f} is not bits {lsb + w - 1}:{lsb}")
        else:
            v, width, _ = data
            check(f"$bits({p}::{name}) == {width}", f"{name} is not {width} bits")
            check(f"{p}::{name} == {sv_lit(v, width)}", f"{name} is not {v}")
    out.append("endmodule")
    return "\n".join(out) + "\n"


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("package", help="SystemVerilog package file")
    ap.add_argument("--namespace", required=True, help="C++ namespace of the header")
    ap.add_argument("--root", default=".", help="repository root (paths in messages)")
    g = ap.add_mutually_exclusive_group(required=True)
    g.add_argument("--cpp", help="write the C++ header here")
    g.add_argument("--check", help="fail when this header differs from the package")
    g.add_argument("--sv-check", help="write the Verilator check module here")
    a = ap.parse_args(argv[1:])

    src_rel = os.path.relpath(os.path.abspath(a.package), os.path.abspath(a.root))
    try:
        with open(a.package, encoding="utf-8") as f:
            pkg = Package(a.package, f.read())
        pkg.parse()
        if a.sv_check:
            hdr = os.path.splitext(os.path.basename(a.package))[0] + ".h"
            write_if_changed(a.sv_check, render_sv_check(pkg, hdr))
            return 0
        text = render_cpp(pkg, a.namespace, src_rel)
    except (ParseError, OSError) as e:
        print(f"svpkg: {e}", file=sys.stderr)
        return 1
    if a.cpp:
        write_if_changed(a.cpp, text)
        return 0
    try:
        with open(a.check, encoding="utf-8") as f:
            have = f.read().splitlines()
    except OSError as e:
        print(f"svpkg: {a.check}:1: error [SVPKG_STALE] missing ({e.strerror})", file=sys.stderr)
        return 1
    want = text.splitlines()
    for i in range(max(len(have), len(want))):
        h = have[i] if i < len(have) else "<end of file>"
        w = want[i] if i < len(want) else "<end of file>"
        if h != w:
            print(f"svpkg: {a.check}:{i + 1}: error [SVPKG_STALE] differs from {src_rel}\n"
                  f"  header:  {h}\n  package: {w}\n"
                  "  the header is generated by the build; do not edit it (rebuild)",
                  file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
