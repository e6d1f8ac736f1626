#!/usr/bin/python3
"""dv: the one command collnet users type (`./dv`, the bash bootstrap, runs this file).

    ./dv build [--preset P]           configure (if needed) and build
    ./dv test                         build, then run the CTest suite (what CI runs)
    ./dv run TEST [--seed N] [--waves] [+plusarg ...]
                                      run one test of regressions/tests/*.yaml
    ./dv nightly [...]                the full regression with reports (regressions/nightly.py)
    ./dv mutate [...]                 mutation testing of the RTL (regressions/mutate.py)
    ./dv grade [...]                  test grading, the `graded` regression (regressions/grade.py)
    ./dv vectors ... / ./dv barrier ...
                                      user-facing tools, when their executables exist

Every subcommand first builds incrementally (quiet unless the build fails).
Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import simrun  # noqa: E402
import testlist  # noqa: E402


def nproc() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:
        return os.cpu_count() or 1


def say(msg: str) -> None:
    print(f"dv: {msg}", file=sys.stderr, flush=True)


def die(msg: str, code: int = 2) -> None:
    for line in msg.splitlines():
        print(f"dv: error: {line}" if not line.startswith(" ") else line, file=sys.stderr)
    sys.exit(code)


# ---- build ---------------------------------------------------------------------------------

def build_dir(preset: str) -> Path:
    return ROOT / "build" / preset


def configure(preset: str, quiet: bool = True) -> None:
    bdir = build_dir(preset)
    if (bdir / "CMakeCache.txt").exists() and (bdir / "build.ninja").exists():
        return
    cmd = ["cmake", "--preset", preset]
    if shutil.which("ccache"):
        cmd += ["-DCMAKE_CXX_COMPILER_LAUNCHER=ccache", "-DCMAKE_C_COMPILER_LAUNCHER=ccache"]
    say(f"configuring (cmake --preset {preset})")
    _run_quiet(cmd, quiet, "configure")


def build(preset: str, targets: list[str] | None = None, quiet: bool = True,
          hint: str = "") -> None:
    """Configure if needed, then an incremental build (whole tree or the given targets)."""
    configure(preset, quiet)
    if quiet:
        say(f"building build/{preset}" + (f" ({' '.join(targets)})" if targets else "")
            + " (output only on failure; -v shows it)")
    cmd = ["cmake", "--build", "--preset", preset, "-j", str(nproc())]
    if targets:
        cmd += ["--target", *targets]
    if not quiet:
        say(" ".join(cmd))
    _run_quiet(cmd, quiet, "build", hint)


def _run_quiet(cmd: list[str], quiet: bool, what: str, hint: str = "") -> None:
    if not quiet:
        rc = subprocess.call(cmd, cwd=ROOT)
        if rc != 0:
            die(f"{what} failed (exit {rc}): {' '.join(cmd)}", rc)
        return
    # quiet, but a line with ninja's [done/total] every 30 s so a long build is visibly alive
    p = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    chunks, last, t0 = [], time.monotonic(), time.monotonic()
    for raw in p.stdout:
        chunks.append(raw)
        if time.monotonic() - last >= 30:
            last = time.monotonic()
            m = re.match(rb"\[(\d+)/(\d+)\]", raw)
            if m:
                say(f"  ... {what} step {m.group(1).decode()}/{m.group(2).decode()} "
                    f"({int(last - t0)} s)")
    p.wait()
    if p.returncode != 0:
        text = b"".join(chunks).decode(errors="replace")
        sys.stderr.write(text)
        if hint and "unknown target" in text:
            die(hint, 2)
        die(f"{what} failed (exit {p.returncode}): {' '.join(cmd)}", p.returncode)


def maybe_build(args, targets: list[str] | None = None, hint: str = "") -> None:
    if not args.no_build:
        build(args.preset, targets, quiet=not args.verbose, hint=hint)


def bin_dir(args) -> Path:
    return Path(args.bin_dir).resolve() if args.bin_dir else build_dir(args.preset) / "bin"


def load_tests(args, extra_lists=()) -> dict[str, testlist.TestEntry]:
    try:
        return testlist.load_with_lists(args.tests_dir, extra_lists)
    except testlist.TestListError as e:
        die("bad test list:\n" + "\n".join("  " + p for p in e.problems))


# ---- subcommands ---------------------------------------------------------------------------

def cmd_build(args) -> int:
    build(args.preset, args.target or None, quiet=not args.verbose)
    say(f"build ok ({build_dir(args.preset)})")
    return 0


def cmd_test(args) -> int:
    build(args.preset, quiet=not args.verbose)
    cmd = ["ctest", "--preset", "default", "-j", str(args.jobs or nproc()),
           "--output-on-failure"]
    if args.preset != "default":
        cmd = ["ctest", "--test-dir", str(build_dir(args.preset)), "-LE", "nightly",
               "-j", str(args.jobs or nproc()), "--output-on-failure"]
    if args.label:
        cmd += ["-L", args.label]
    if args.regex:
        cmd += ["-R", args.regex]
    say(" ".join(cmd))
    return subprocess.call(cmd, cwd=ROOT)


def cmd_run(args) -> int:
    extra = list(args.plusargs)
    bad = [a for a in extra if not a.startswith("+")]
    if bad:
        die(f"unexpected argument(s) {' '.join(bad)}: plusargs must start with '+'")
    # the runner's own plusargs: +seed=N is --seed N; the others are set by the runner
    for a in [a for a in extra if a.split("=", 1)[0] in ("+UVM_TESTNAME", "+seed", "+out_dir")]:
        key, _, val = a.partition("=")
        if key == "+seed":
            if args.seed is not None and args.seed != val:
                die(f"{a} and --seed {args.seed} disagree: give the seed once")
            args.seed = val
            extra.remove(a)
        elif key == "+UVM_TESTNAME":
            die(f"plusarg '{a}' is set by the runner: name the test (`./dv list`), or run a raw "
                f"uvm_test with --sim SIM: ./dv run {val or 'UVM_TEST'} --sim <sim_executable>")
        else:
            die(f"plusarg '{a}' is set by the runner: use --out DIR")
    if args.sim:
        # a raw uvm_test name on a given sim executable, not in any test list
        entry = testlist.TestEntry(name=args.test, sim=args.sim, uvm_test=args.test,
                                   regressions=[], plusargs=[], seeds=1, seed=None,
                                   timeout_s=args.timeout or testlist.DEFAULT_TIMEOUT_S,
                                   expect="pass", expect_error=None, description="",
                                   file="<command line>", line=0)
    else:
        tests = load_tests(args, args.test_list)
        if args.test not in tests:
            import difflib
            close = difflib.get_close_matches(args.test, list(tests), n=5)
            hint = f" (did you mean: {', '.join(close)}?)" if close else ""
            die(f"no test '{args.test}' in {args.tests_dir or 'regressions/tests'}/*.yaml{hint}\n"
                f"  `./dv list` lists the tests; `--sim SIM` runs a raw uvm_test name")
        entry = tests[args.test]
    where = f"--sim {entry.sim}" if args.sim else f"{entry.where}: test '{entry.name}'"
    maybe_build(args, [entry.sim], hint=f"{where}: sim executable '{entry.sim}' is not a CMake "
                f"target (no sim_<config> of that name)")
    try:
        exe = testlist.find_sim(entry, bin_dir(args))
    except testlist.TestListError as e:
        die(str(e))
    if args.coverage or args.toggle:  # a code-coverage flavour (regressions/flavours.py), built now
        import flavours
        if args.coverage and args.toggle:
            die("--coverage and --toggle: line and toggle coverage are two flavours of the "
                "model (README, \"Reading coverage\"); run the test once with each")
        opt, cov = (("--coverage", flavours.cov_sims(bin_dir(args)).get(entry.sim)) if args.coverage
                    else ("--toggle", flavours.tog_sims(bin_dir(args)).get(entry.sim)))
        if cov is None:
            die(f"{opt}: sim '{entry.sim}' has no code-coverage flavour in this build "
                f"(the `fast` preset builds none)")
        maybe_build(args, [cov])
        exe = bin_dir(args) / cov
    if args.seed == "random":
        seed = random.SystemRandom().randrange(1, 2**32)
    elif args.seed is not None:
        try:
            seed = int(args.seed, 0)
            if not 0 <= seed < 2**64:
                raise ValueError
        except ValueError:
            die(f"--seed (or +seed=) must be an integer 0..2^64-1 or 'random', got '{args.seed}'")
    else:
        seed = entry.seed if entry.seed is not None else 1
    out_dir = Path(args.out or ROOT / "out" / "run" / f"{entry.name}.{seed}").resolve()
    if out_dir.exists():
        shutil.rmtree(out_dir)
    plusargs = entry.plusargs + extra
    cmd = simrun.sim_command(exe, entry.uvm_test, seed, out_dir, plusargs, waves=args.waves)
    timeout = args.timeout or entry.timeout_s
    repro = simrun.repro_command(entry.name, seed, extra + (["--waves"] if args.waves else [])
                                 + (["--coverage"] if args.coverage else []),
                                 raw_sim=args.sim,
                                 extra_opts=_dir_opts(args) + testlist.list_opts(args.test_list))
    say(f"running {entry.name} seed {seed} -> {out_dir}")
    if args.verbose:
        say(simrun.shell_quote(cmd))
    res = simrun.run(cmd, out_dir, timeout, stream=None if args.quiet else sys.stdout)
    ok, why = simrun.expect_ok(entry.expect, entry.expect_error, res)
    if ok:
        say(f"{entry.name} seed {seed}: OK ({why}, {res.wall_s:.1f} s)")
    else:
        say(f"{entry.name} seed {seed}: FAILED ({why}); log: {res.log}")
    if args.waves:
        _say_waves(out_dir / "waves.fst")
        _check_trace_start(plusargs, res)
    if ok:
        return 0
    if entry.expect == "pass" and res.first_error_ns is not None:
        dut_errors = [e for e in res.errors if e.time_ns == res.first_error_ns]
        say(f"first error at {simrun.first_error_text(dut_errors)}")
    if res.log_cut_bytes:
        say(f"the log was cut: {res.log_cut_bytes} bytes in its middle left out ({res.log})")
    print(f"repro: {repro}", flush=True)
    return 1


def _say_waves(fst: Path) -> None:
    """Print the wave file's path only if the sim wrote one."""
    if fst.is_file() and fst.stat().st_size > 0:
        say(f"waves: {fst}")
    else:
        say(f"no waves written (expected {fst}): was the model built without tracing?")


def _check_trace_start(plusargs: list[str], res) -> None:
    """Warn when +trace_start=<cycle> is after the end of the run: the wave file is empty."""
    start = next((a.split("=", 1)[1] for a in reversed(plusargs)
                  if a.startswith("+trace_start=")), None)
    if start is None or res.sim_time_ns is None:
        return
    try:
        cycle = int(start, 0)
    except ValueError:
        return
    last = int(res.sim_time_ns // simrun.CLOCK_PERIOD_NS)
    if cycle > last:
        say(f"warning: +trace_start={start} is after the end of the run (its last report is at "
            f"{simrun.fmt_time(res.sim_time_ns)}, cycle {last}): the wave file holds no "
            f"change; give a start cycle below {last}")


def _dir_opts(args) -> list[str]:
    """--bin-dir/--tests-dir when given, so a repro line also works for non-default lists."""
    out = []
    if args.bin_dir:
        out += ["--bin-dir", args.bin_dir]
    if args.tests_dir:
        out += ["--tests-dir", args.tests_dir]
    if args.preset != "default":
        out += ["--preset", args.preset]
    return out


def cmd_list(args) -> int:
    tests = load_tests(args)
    try:
        sel = testlist.select(tests, args.regression)
    except testlist.TestListError as e:
        die("\n".join(e.problems))
    rows = [("TEST", "SIM", "REGRESSIONS", "SEEDS", "TAGS", "EXPECT")]
    for t in sel:
        rows.append((t.name, t.sim, ",".join(t.regressions),
                     f"fixed {t.seed}" if t.seed is not None else str(t.seeds),
                     ",".join(t.tags) or "-",
                     f"fail [{t.expect_error}]" if t.expect == "fail" else "pass"))
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]) - 1)]
    try:
        for r in rows:
            print("  ".join(c.ljust(w) for c, w in zip(r, widths)) + "  " + r[-1])
        sys.stdout.flush()
    except BrokenPipeError:
        # `./dv list | head`: the reader is gone; not an error (and no traceback at exit)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def cmd_nightly(args, rest: list[str]) -> int:
    import nightly
    return nightly.main(rest, dv_args=args, dir_opts=_dir_opts(args),
                        build=None if args.no_build else lambda targets=None: build(args.preset, targets))


def cmd_mutate(args, rest: list[str]) -> int:
    import mutate
    return mutate.main(rest, dv_args=args,
                       build=None if args.no_build else lambda targets: build(args.preset, targets))


def cmd_grade(args, rest: list[str]) -> int:
    import grade
    return grade.main(rest, dv_args=args)


def cmd_tool(args, rest: list[str], pattern: str, what: str) -> int:
    maybe_build(args)
    found = sorted(p for p in bin_dir(args).glob(pattern) if os.access(p, os.X_OK))
    if not found:
        die(f"`./dv {args.cmd}` is not available yet: no executable {pattern} in "
            f"{bin_dir(args)} ({what})")
    exe = found[0]
    if len(found) > 1:
        names = {p.name: p for p in found}
        if rest and rest[0] in names:
            exe = names[rest.pop(0)]
        else:
            die(f"several tools match {pattern}: {', '.join(names)}; name one as first argument")
    os.execv(exe, [str(exe), *rest])


TOOLS = {
    "vectors": ("cu_vectors*", "the collective-unit test-vector tool"),
    "barrier": ("barrier_*", "the barrier tool"),
}


# ---- command line --------------------------------------------------------------------------

def parser() -> argparse.ArgumentParser:
    def make_common(sub: bool) -> argparse.ArgumentParser:
        # given before or after the subcommand; the subcommand's copy must not reset the value
        # given before it, so there its defaults are SUPPRESS
        c = argparse.ArgumentParser(add_help=False)
        d = (lambda v: argparse.SUPPRESS) if sub else (lambda v: v)
        g = c.add_argument_group("common options")
        g.add_argument("--preset", default=d(os.environ.get("DV_PRESET", "default")),
                       help="CMake preset: default, debug or fast (default: default)")
        g.add_argument("--no-build", action="store_true", default=d(False),
                       help="do not build first (use what is in build/<preset>)")
        g.add_argument("--bin-dir", default=d(None), help=argparse.SUPPRESS)   # sims (tests: fake)
        g.add_argument("--tests-dir", default=d(None), help=argparse.SUPPRESS)  # lists (tests: fake)
        g.add_argument("-v", "--verbose", action="store_true", default=d(False),
                       help="show commands and build output")
        return c

    top_common, common = make_common(False), make_common(True)

    ap = argparse.ArgumentParser(
        prog="./dv", parents=[top_common],
        description="collnet build, test and regression front end. "
                    "`./dv <command> --help` for each command.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  ./dv test                          build + the CTest suite (CI)\n"
               "  ./dv run fifo_random --seed 7      one test, one seed\n"
               "  ./dv run fifo_random --waves       ... and dump out/run/<test>.<seed>/waves.fst\n"
               "  ./dv nightly --tests 'fifo_*'      regression with HTML report\n")
    sub = ap.add_subparsers(dest="cmd", metavar="COMMAND", required=True)

    p = sub.add_parser("build", parents=[common], help="configure (if needed) and build",
                       description="Configure build/<preset> if needed (ccache when present), "
                                   "then build incrementally with all cores.")
    p.add_argument("--target", action="append", help="build only this target (repeatable)")
    p.set_defaults(func=cmd_build)

    p = sub.add_parser("test", parents=[common], help="build, then run the CTest suite",
                       description="Build, then `ctest --preset default -j<nproc> "
                                   "--output-on-failure` (all labels but nightly). Exit status "
                                   "non-zero when a test fails. This is what CI runs.")
    p.add_argument("-j", "--jobs", type=int, help="parallel tests (default: nproc)")
    p.add_argument("-L", "--label", help="only tests with this CTest label (unit, sim, bad, ...)")
    p.add_argument("-R", "--regex", help="only tests whose name matches this regex")
    p.set_defaults(func=cmd_test)

    p = sub.add_parser("run", parents=[common], help="run one test with one seed",
                       description="Run TEST (a name from regressions/tests/*.yaml) with one "
                                   "seed into out/run/<test>.<seed>/, streaming the log. On "
                                   "failure prints one `repro:` line and exits 1.",
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  ./dv run fifo_random --seed 7 +UVM_VERBOSITY=UVM_HIGH\n"
                              "  ./dv run fifo_vseq_test --sim sim_fifo_d4 +UVM_TEST_SEQ=fifo_random_vseq"
                              "   (raw uvm_test name)")
    p.add_argument("test", help="test name (or a raw uvm_test name with --sim)")
    p.add_argument("--seed", help="seed (integer) or 'random' (default: the test's fixed seed, else 1)")
    p.add_argument("--waves", action="store_true", help="dump FST waves (out dir/waves.fst)")
    p.add_argument("--coverage", action="store_true",
                   help="collect line and user code coverage (out dir/coverage.dat): run the "
                        "sim's _cov flavour")
    p.add_argument("--toggle", action="store_true",
                   help="collect toggle coverage (out dir/coverage.dat): run the sim's _tog flavour")
    p.add_argument("--sim", help="run TEST as a raw +UVM_TESTNAME on this sim executable")
    p.add_argument("--timeout", type=float, help="wall-clock limit in s (default: the test's timeout_s)")
    p.add_argument("--out", help="output directory (default: out/run/<test>.<seed>)")
    p.add_argument("--test-list", action="append", default=[], metavar="FILE",
                   help="an extra test list loaded with regressions/tests/*.yaml, e.g. the "
                        "`graded` regression of ./dv grade (out/grade/graded.yaml)")
    p.add_argument("-q", "--quiet", action="store_true", help="do not stream the sim log")
    p.add_argument("plusargs", nargs="*", metavar="+plusarg", help="extra plusargs for the sim")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("list", parents=[common], help="list the tests of the test lists",
                       description="List tests (validating every regressions/tests/*.yaml).")
    p.add_argument("--regression", help="only tests of this regression")
    p.set_defaults(func=cmd_list)

    sub.add_parser("nightly", parents=[common], add_help=False,
                   help="the regression runner with reports (`./dv nightly --help`); "
                        "--budget 30m fills a time budget")
    sub.add_parser("mutate", parents=[common], add_help=False,
                   help="mutation testing: RTL mutants against the nightly tests "
                        "(`./dv mutate --help`)")
    sub.add_parser("grade", parents=[common], add_help=False,
                   help="rank tests and seeds by unique contribution; write the `graded` "
                        "regression (`./dv grade --help`)")
    for name, (pattern, what) in TOOLS.items():
        sub.add_parser(name, parents=[common], add_help=False,
                       help=f"{what} (runs build/<preset>/bin/{pattern}; `--help` is passed on)")
    return ap


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    ap = parser()
    # nightly and the tools take their own options: split them off before argparse sees them
    passthrough = {"nightly", "mutate", "grade", *TOOLS}
    idx = next((i for i, a in enumerate(argv) if a in passthrough), None)
    if idx is not None and all(a.startswith("-") or argv[i - 1] in ("--preset", "--bin-dir", "--tests-dir")
                               for i, a in enumerate(argv[:idx])):
        args = ap.parse_args(argv[:idx + 1])
        rest = argv[idx + 1:]
        # common options may also come after the subcommand
        known, rest = _take_common(rest, args)
        if args.cmd == "nightly":
            return cmd_nightly(args, rest)
        if args.cmd == "mutate":
            return cmd_mutate(args, rest)
        if args.cmd == "grade":
            return cmd_grade(args, rest)
        return cmd_tool(args, rest, *TOOLS[args.cmd])
    # `./dv run TEST +a +b`: argparse would not accept '+x' after options otherwise
    args, unknown = ap.parse_known_args(argv)
    if unknown:
        if args.cmd == "run" and all(u.startswith("+") for u in unknown):
            args.plusargs = list(args.plusargs) + unknown
        else:
            ap.error(f"unrecognized arguments: {' '.join(unknown)}")
    return args.func(args)


def _take_common(rest: list[str], args) -> tuple[list[str], list[str]]:
    out = []
    i = 0
    while i < len(rest):
        a = rest[i]
        if a in ("--preset", "--bin-dir", "--tests-dir") and i + 1 < len(rest):
            setattr(args, a[2:].replace("-", "_"), rest[i + 1])
            i += 2
            continue
        if a.startswith(("--preset=", "--bin-dir=", "--tests-dir=")):
            k, v = a[2:].split("=", 1)
            setattr(args, k.replace("-", "_"), v)
        elif a == "--no-build":
            args.no_build = True
        else:
            out.append(a)
        i += 1
    return [], out


if __name__ == "__main__":
    simrun.exit_on_signals()
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("\ndv: interrupted", file=sys.stderr)
        sys.exit(130)
