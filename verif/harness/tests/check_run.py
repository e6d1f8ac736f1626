#!/usr/bin/python3
"""Run a harness self-test simulation and judge its output (CTest helper).

    check_run.py MODE --sim EXE --work DIR [options] [-- plusargs...]

MODE:
  pass      exit 0, last line "TEST PASSED"; --grep patterns must appear
  fail      exit != 0, last line "TEST FAILED", a UVM_ERROR/UVM_FATAL with id --id appears
  waves     like pass with +waves=<work>/waves.fst; fst2vcd must read the file and the VCD must
            declare every --var; with --window START STOP (cycles) every VCD time stamp must lie
            inside [START, STOP) cycles of --period-ps
  coverage  like pass; <work>/coverage.dat must exist, name test and seed, and be readable by
            verilator_coverage; with --const SIGNAL (repeatable) every toggle point of that
            signal (a signal that never changes after reset) must count 0, and with --toggles
            SIGNAL some toggle point of it must count > 0 (the counters start out of reset:
            the random initial values of --x-initial unique are no toggle)
  ico_same  runs twice, as is and with +harness_full_ico (every eval runs the ico pass): both
            pass and write coverage.dat with the same points and the same points hit (count > 0);
            some counts must differ (the first run skipped a pass: vl_ico_skip.h)
  seed      runs three times (+seed=1, +seed=1, +seed=2): the NORESET value (x-initial
            randomisation) must repeat for the same seed and differ for another, and the
            +verilator+seed+ value must be non-zero
  sigint    starts a long run with +waves, sends SIGINT after --after seconds: exit status must
            be 130, the last line "TEST FAILED (interrupted by SIGINT)", and the FST readable
"""
import argparse
import os
import re
import signal
import subprocess
import sys
import time

# The sims print collnet's TEST PASSED/FAILED and [REPRO] lines only for a runner that asks.
RUNNER_ENV = {**os.environ, "COLLNET_RUNNER": "1"}
from pathlib import Path


def fail(msg: str) -> int:
    print(f"check_run: FAIL: {msg}")
    return 1


def run(sim, work, plusargs, timeout=120):
    work.mkdir(parents=True, exist_ok=True)
    p = subprocess.run([sim, *plusargs], cwd=work, capture_output=True, text=True,
                       timeout=timeout, env=RUNNER_ENV)
    out = p.stdout + p.stderr
    print(out)
    return p.returncode, out


def last_line(out: str) -> str:
    lines = [ln for ln in out.splitlines() if ln.strip() and not ln.startswith(" ")]
    # SystemC prints its banner to stdout at exit on some builds; skip it.
    lines = [ln for ln in lines if "SystemC" not in ln and "Copyright" not in ln
             and "ALL RIGHTS" not in ln]
    return lines[-1] if lines else ""


def check_pass(rc, out, greps):
    if rc != 0:
        return fail(f"exit status {rc}, expected 0")
    if not last_line(out).startswith("TEST PASSED"):
        return fail(f"last line is '{last_line(out)}', expected TEST PASSED")
    for g in greps:
        if not re.search(g, out, re.M):
            return fail(f"pattern not found: {g}")
    return 0


def vcd_of(fst: Path) -> str:
    if not fst.exists() or fst.stat().st_size == 0:
        raise RuntimeError(f"no wave file {fst}")
    p = subprocess.run(["fst2vcd", "-f", str(fst)], capture_output=True, text=True, timeout=60)
    if p.returncode != 0:
        raise RuntimeError(f"fst2vcd failed: {p.stderr}")
    return p.stdout


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("mode",
                    choices=["pass", "fail", "waves", "coverage", "ico_same", "seed", "sigint"])
    ap.add_argument("--sim", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--id", help="report id that must fire (mode fail)")
    ap.add_argument("--grep", action="append", default=[])
    ap.add_argument("--var", action="append", default=[])
    ap.add_argument("--window", nargs=2, type=int)
    ap.add_argument("--period-ps", type=int, default=10000)
    ap.add_argument("--after", type=float, default=2.0)
    ap.add_argument("--const", action="append", default=[])
    ap.add_argument("--toggles", action="append", default=[])
    argv = sys.argv[1:]
    plus = argv[argv.index("--") + 1:] if "--" in argv else []
    a = ap.parse_args(argv[:argv.index("--")] if "--" in argv else argv)
    work = Path(a.work)

    if a.mode == "pass":
        rc, out = run(a.sim, work, plus)
        return check_pass(rc, out, a.grep)

    if a.mode == "fail":
        rc, out = run(a.sim, work, plus)
        if rc == 0:
            return fail("the run passed; the checker did not fire")
        if not last_line(out).startswith("TEST FAILED"):
            return fail(f"last line is '{last_line(out)}', expected TEST FAILED")
        if a.id and not re.search(rf"^UVM_(ERROR|FATAL) .*\[{re.escape(a.id)}\]", out, re.M):
            return fail(f"no UVM_ERROR/UVM_FATAL with id [{a.id}]")
        for g in a.grep:
            if not re.search(g, out, re.M):
                return fail(f"pattern not found: {g}")
        return 0

    if a.mode == "waves":
        fst = work / "waves.fst"
        if fst.exists():
            fst.unlink()
        rc, out = run(a.sim, work, plus + [f"+waves={fst}"])
        if check_pass(rc, out, a.grep):
            return 1
        try:
            vcd = vcd_of(fst)
        except RuntimeError as e:
            return fail(str(e))
        for v in a.var:
            if not re.search(rf"\$var \S+ \d+ \S+ {re.escape(v)}[ \[]", vcd):
                return fail(f"VCD has no variable {v}")
        stamps = [int(m) for m in re.findall(r"^#(\d+)", vcd, re.M)]
        if not stamps:
            return fail("VCD has no time stamps")
        if a.window:
            lo, hi = a.window[0] * a.period_ps, a.window[1] * a.period_ps
            bad = [t for t in stamps if t < lo or t >= hi]
            if bad:
                return fail(f"{len(bad)} time stamps outside [{lo}, {hi}) ps, e.g. {bad[:5]}")
            print(f"check_run: {len(stamps)} time stamps, all in [{lo}, {hi}) ps")
        return 0

    if a.mode == "coverage":
        cov = work / "coverage.dat"
        if cov.exists():
            cov.unlink()
        rc, out = run(a.sim, work, plus)
        if check_pass(rc, out, a.grep):
            return 1
        if not cov.exists():
            return fail(f"{cov} not written")
        text = cov.read_text()
        seed = next((p.split("=", 1)[1] for p in plus if p.startswith("+seed=")), "1")
        test = next((p.split("=", 1)[1] for p in plus if p.startswith("+UVM_TESTNAME=")), None)
        m = re.search(r"^# collnet test=(\S+) seed=(\d+)", text, re.M)
        if not m or m.group(2) != seed or (test and m.group(1) != test):
            return fail(f"coverage.dat does not name test/seed {test}/{seed}")
        if "\nC '" not in text:
            return fail("coverage.dat has no coverage points")
        p = subprocess.run(["verilator_coverage", "--write-info", str(work / "cov.info"), str(cov)],
                           capture_output=True, text=True)
        if p.returncode != 0:
            return fail(f"verilator_coverage cannot read it: {p.stdout}{p.stderr}")
        toggles: dict[str, list[int]] = {}  # signal -> counts of its toggle points
        for key, count in re.findall(r"^C '(.*)' (\d+)$", text, re.M):
            if "\x02v_toggle/" in key:
                name = re.search(r"\x01o\x02([^\x01\[]*)", key)
                if name:
                    toggles.setdefault(name.group(1), []).append(int(count))
        for sig in a.const:
            counts = toggles.get(sig)
            if not counts:
                return fail(f"coverage.dat has no toggle point of {sig}")
            if any(counts):
                return fail(f"{sig} never changes after reset, but {sum(1 for c in counts if c)} "
                            f"of its {len(counts)} toggle points count a toggle (initial values "
                            f"counted as toggles)")
        for sig in a.toggles:
            if not any(toggles.get(sig, [])):
                return fail(f"no toggle point of {sig} counts a toggle")
        return 0

    if a.mode == "ico_same":
        runs = []
        for name, extra in (("skip", []), ("full", ["+harness_full_ico"])):
            rc, out = run(a.sim, work / name, plus + extra)
            if check_pass(rc, out, a.grep):
                return 1
            cov = work / name / "coverage.dat"
            if not cov.exists():
                return fail(f"{cov} not written")
            runs.append(dict(re.findall(r"^C '([^']*)' (\d+)$", cov.read_text(), re.M)))
        skip, full = runs
        if not full:
            return fail("coverage.dat has no coverage points")
        if skip.keys() != full.keys():
            return fail(f"different coverage points: {len(skip.keys() ^ full.keys())} differ")
        hit = {k for k, c in skip.items() if int(c) > 0}
        if hit != {k for k, c in full.items() if int(c) > 0}:
            return fail(f"different points hit: {len(hit ^ {k for k, c in full.items() if int(c) > 0})}")
        if skip == full:
            return fail("the same counts: the ico pass was never skipped")
        print(f"check_run: {len(full)} points, {len(hit)} hit in both runs, "
              f"{sum(skip[k] != full[k] for k in full)} counts lower with the skip")
        return 0

    if a.mode == "seed":
        vals = []
        for s in (1, 1, 2):
            rc, out = run(a.sim, work / f"s{len(vals)}", plus + [f"+seed={s}"])
            if check_pass(rc, out, []):
                return 1
            m = re.search(r"\[NORESET\] noreset_o=(0x[0-9a-f]+)", out)
            vs = re.search(r"\+verilator\+seed\+(\d+)", out)
            if not m or not vs:
                return fail("NORESET or +verilator+seed+ line missing")
            if int(vs.group(1)) == 0:
                return fail("+verilator+seed+0 (random) was used")
            vals.append((m.group(1), vs.group(1)))
        if vals[0] != vals[1]:
            return fail(f"same seed, different x-initial values: {vals[0]} {vals[1]}")
        if vals[0][0] == vals[2][0] or vals[0][1] == vals[2][1]:
            return fail(f"seed 1 and 2 gave the same values: {vals[0]} {vals[2]}")
        print(f"check_run: seed 1 -> {vals[0]}, seed 2 -> {vals[2]}")
        return 0

    if a.mode == "sigint":
        work.mkdir(parents=True, exist_ok=True)
        fst = work / "waves.fst"
        if fst.exists():
            fst.unlink()
        p = subprocess.Popen([a.sim, *plus, f"+waves={fst}"], cwd=work, stdout=subprocess.PIPE,
                             stderr=subprocess.STDOUT, text=True, env=RUNNER_ENV)
        time.sleep(a.after)
        p.send_signal(signal.SIGINT)
        out, _ = p.communicate(timeout=60)
        print(out)
        if p.returncode != 130:
            return fail(f"exit status {p.returncode}, expected 130")
        if last_line(out) != "TEST FAILED (interrupted by SIGINT)":
            return fail(f"last line is '{last_line(out)}'")
        try:
            vcd = vcd_of(fst)
        except RuntimeError as e:
            return fail(str(e))
        if not re.search(r"^#\d+", vcd, re.M):
            return fail("flushed FST has no time stamps")
        return 0
    return 2


if __name__ == "__main__":
    sys.exit(main())
