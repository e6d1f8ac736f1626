"""Building and testing mutants for `./dv mutate`: each mutant linted on its own, the schema
models of a file (every valid mutant behind +mutant=N, built until Verilator is clean, and
checked with +mutant=0), and one mutant's run (in its schema models, or built on its own with
mutbuild.rebuild_model) until a test fails. Progress lines as it goes (Ticker). The command line,
planning and scoring are mutate.py's.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import concurrent.futures as cf
import json
import re
import shutil
import sys
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import mutgen  # noqa: E402
import mutschema  # noqa: E402
import simrun  # noqa: E402
from mutbuild import Model, _run, rebuild_model  # noqa: E402

def log(msg: str) -> None:
    # one write per line: worker threads log too, and print() writes the newline apart
    sys.stderr.write(f"mutate: {msg}\n")
    sys.stderr.flush()


class Ticker:
    """Progress lines of one long step (a mutant, the baseline, a schema): a forced line for
    each build, a test line at most every `every` seconds, so a run is never silent for long
    and never floods."""

    def __init__(self, what: str, every: float = 10.0):
        self.what, self.every, self.last = what, every, 0.0

    def say(self, msg: str, force: bool = False) -> None:
        now = time.monotonic()
        if force or now - self.last >= self.every:
            self.last = now
            log(f"{self.what}: {msg}")


# ---- one mutant --------------------------------------------------------------------------------

_SLOT = threading.local()


def _slot(root: Path) -> str:
    """The scratch folder of this worker: the first `w<k>` under root whose lock this worker can
    take, kept for the worker's life (a local thread, or a Slurm task's process). Every mutant a
    worker builds, and every later Slurm task that gets the slot, reuses the same path, so the
    generated files a mutant does not change hit ccache (a new path per Slurm task missed: the
    whole model was recompiled for every mutant)."""
    if getattr(_SLOT, "root", None) != root:
        import fcntl
        root.mkdir(parents=True, exist_ok=True)
        for k in range(1 << 16):
            f = open(root / f"w{k}.lock", "w")
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                f.close()
                continue
            _SLOT.root, _SLOT.name, _SLOT.lock = root, f"w{k}", f  # held until the worker ends
            break
    return _SLOT.name


def run_mutant(task: dict, stop: threading.Event | None = None) -> dict:
    """Test one mutant (a manifest entry): in its file's schema models when it has a guard in
    one of them, else built on its own; writes and returns its result.json."""
    if task.get("schema") and any(task["schema"]["number"] in sm["guards"]
                                  for sm in task["schema"]["models"]):
        res = run_mutant_schema(task, stop)
        if res["status"] != "SURVIVED" or not task.get("confirm_survivors", True):
            return res
        # A select that is still in the generated code does not prove that the edit changes
        # the model: in a chain `(s == 20) ? a : (s == 21) ? b : orig` Verilator cannot see
        # that `a` equals `orig` (a term of a parameter that is 0 here). A survivor is judged
        # again by its own build, which finds such a model unchanged (UNCHANGED) or else
        # builds and tests it exactly as without schemata.
        task = {**task, "path_why": f"schema survivor (tests {len(res['tests_run'])} runs, "
                                    f"{res['wall_s']:.0f} s) judged by its own build"}
        again = run_mutant_build(task, stop)
        again["schema_verdict"] = "SURVIVED"
        return again
    return run_mutant_build(task, stop)


def run_mutant_build(task: dict, stop: threading.Event | None = None) -> dict:
    """Build and test one mutant on its own (a scratch copy of the file, every model that
    includes it re-Verilated and recompiled); writes and returns its result.json."""
    m = task["mutant"]
    out = Path(task["out_dir"])
    out.mkdir(parents=True, exist_ok=True)
    build_dir = Path(task["build_dir"])
    scratch = Path(task["scratch"]) / _slot(Path(task["scratch"]))
    t_start = time.monotonic()
    res = {"id": m["id"], "key": m["key"], "file": m["file"], "line": m["line"], "kind": m["kind"],
           "orig_line": m["orig_line"], "new_line": m["new_line"], "status": "SURVIVED",
           "killed_by": None, "tests_run": [], "models": [], "error": None,
           "diff": task["diff"], "test": m["id"], "seed": 0, "expect": "pass", "repro": "",
           "path": "build", "path_why": task.get("path_why", "")}
    (out / "mutant.diff").write_text(task["diff"])
    blog = out / "build.log"
    blog.unlink(missing_ok=True)
    mutated = scratch / "src" / m["file"]
    mutated.parent.mkdir(parents=True, exist_ok=True)
    src = (ROOT / m["file"]).read_text()
    mm = mutgen.Mutant(**{k: m[k] for k in ("file", "line", "col", "kind", "start", "end", "repl",
                                           "orig")})
    mutated.write_text(mm.apply(src))
    models = [Model.from_json(d) for d in task["models"]]
    build_s = test_s = 0.0
    tick = Ticker(m["id"])
    try:
        for k, model in enumerate(models, 1):
            if stop is not None and stop.is_set():
                res["status"] = "ERROR"
                res["error"] = "interrupted"
                break
            sims = [sim for sim in model.sims if task["plan"].get(Path(sim).name)]
            plan = [(t, s) for sim in sims for t, s in task["plan"][Path(sim).name]]
            if not plan:
                continue
            t0 = time.monotonic()
            tick.say(f"building model {model.prefix} ({k} of {len(models)}), then "
                     f"{len(plan)} test runs", force=True)
            status, info = rebuild_model(model, m["file"], mutated, scratch, build_dir, blog,
                                         task["build_timeout_s"], sims)
            build_s += time.monotonic() - t0
            res["models"].append({k: v for k, v in info.items()
                                  if k not in ("sims", "verilator_out")})
            if status:
                res["status"], res["error"] = status, info.get("error")
                break
            if info.get("unchanged"):
                continue
            t0 = time.monotonic()
            verdict = _run_tests(plan, info["sims"], out, task, res, stop, tick=tick,
                                 model=model.prefix)
            test_s += time.monotonic() - t0
            if verdict:
                res["status"] = verdict
                break
        else:
            if not res["tests_run"] and res["status"] == "SURVIVED":
                if res["models"] and all(x.get("unchanged") for x in res["models"]):
                    # no simulated configuration is changed by the edit (code that only other
                    # parameter values reach): reported apart, not scored
                    res["status"], res["error"] = "UNCHANGED", "Verilator output unchanged in every model"
                else:
                    res["status"] = "NO_TESTS"
    except Exception as e:  # a broken tool run is one mutant's ERROR, not the whole session's
        res["status"], res["error"] = "ERROR", f"{type(e).__name__}: {e}"
    return _finish(res, out, build_s, test_s, t_start)


def _finish(res: dict, out: Path, build_s: float, test_s: float, t_start: float) -> dict:
    res["build_s"], res["test_s"], res["wall_s"] = build_s, test_s, time.monotonic() - t_start
    res["ok"] = res["status"] in ("KILLED", "TIMEOUT", "INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS")
    res["why"] = res["status"]
    res["signature"] = "" if res["ok"] else res["status"]
    (out / "result.json").write_text(json.dumps(res, indent=1))
    return res


def run_mutant_schema(task: dict, stop: threading.Event | None = None) -> dict:
    """Test one mutant in its file's schema models: the sims of every model whose generated
    code still holds the mutant's guard run the tests with +mutant=N (the same tests, seeds and
    stop-at-first-failure as a separate build); a model without the guard is one the edit does
    not change (as a separate build finds it UNCHANGED)."""
    m = task["mutant"]
    sch = task["schema"]
    out = Path(task["out_dir"])
    out.mkdir(parents=True, exist_ok=True)
    t_start = time.monotonic()
    res = {"id": m["id"], "key": m["key"], "file": m["file"], "line": m["line"], "kind": m["kind"],
           "orig_line": m["orig_line"], "new_line": m["new_line"], "status": "SURVIVED",
           "killed_by": None, "tests_run": [], "models": [], "error": None,
           "diff": task["diff"], "test": m["id"], "seed": 0, "expect": "pass", "repro": "",
           "path": "schema", "schema_number": sch["number"]}
    (out / "mutant.diff").write_text(task["diff"])
    test_s = 0.0
    try:
        for sm in sch["models"]:
            if stop is not None and stop.is_set():
                res["status"], res["error"] = "ERROR", "interrupted"
                break
            if sch["number"] not in sm["guards"]:
                res["models"].append({"model": sm["prefix"], "unchanged": True})
                continue
            res["models"].append({"model": sm["prefix"], "schema": True})
            plan = [(t, s) for sim in sm["sims"] for t, s in task["plan"].get(sim, [])]
            t0 = time.monotonic()
            verdict = _run_tests(plan, sm["sims"], out, task, res, stop,
                                 extra=[f"+mutant={sch['number']}"], tick=Ticker(m["id"]),
                                 model=f"{sm['prefix']} (schema, +mutant={sch['number']})")
            test_s += time.monotonic() - t0
            if verdict:
                res["status"] = verdict
                break
    except Exception as e:
        res["status"], res["error"] = "ERROR", f"{type(e).__name__}: {e}"
    return _finish(res, out, 0.0, test_s, t_start)


def _run_tests(plan, sims: dict, out: Path, task: dict, res: dict, stop, extra=(),
               tick: Ticker | None = None, model: str = "") -> str:
    for k, (test, seed) in enumerate(plan, 1):
        exe = sims.get(test["sim"])
        if exe is None:
            continue
        if tick is not None:
            tick.say(f"{model}: test {k} of {len(plan)}: {test['name']} seed {seed}")
        rdir = out / "runs" / f"{test['name']}.{seed}"
        cmd = simrun.sim_command(exe, test["uvm_test"], seed, rdir, [*test["plusargs"], *extra])
        r = simrun.run(cmd, rdir, min(test["timeout_s"], task["test_timeout_s"]), stop_event=stop)
        run = {"test": test["name"], "seed": seed, "status": r.status, "wall_s": round(r.wall_s, 2)}
        res["tests_run"].append(run)
        if r.passed:
            shutil.rmtree(rdir, ignore_errors=True)  # keep only the logs that matter
            continue
        if r.status == "interrupted":
            res["error"] = "interrupted"
            return "ERROR"
        e = r.errors[0] if r.errors else None
        res["killed_by"] = {"test": test["name"], "seed": seed, "status": r.status,
                            "error_id": e.id if e else None, "signature": r.signature,
                            "first_error_ns": r.first_error_ns,
                            "log": str(Path(r.log).relative_to(out))}
        return "TIMEOUT" if r.status == "timeout" else "KILLED"
    return ""


# ---- mutant schemata ----------------------------------------------------------------------------

def lint_command(model: Model, orig_src: str, mutated: Path) -> list[str]:
    """The model's Verilator command as a lint-only run on the mutated file (same flags, -Wall,
    parameters and defines; no output)."""
    cmd, it = [], iter(model.vcmd)
    for a in it:
        if a in ("--Mdir", "--make", "-j", "--prefix"):
            next(it, None)
        elif a in ("--cc", "--sc"):
            cmd.append("--lint-only")
        elif a in ("--build", "--exe") or a.endswith((".cpp", ".cc", ".c")):
            continue
        else:
            cmd.append(str(mutated) if a == orig_src else a)
    return [cmd[0], "-Wno-fatal", *cmd[1:]]


def _lint_verdict(rc: int, out: str) -> str | None:
    """The first message that makes a mutant INVALID (as rebuild_model judges it), or None."""
    lint = [l for l in out.splitlines() if l.startswith("%Error")
            or (l.startswith("%Warning-") and not l.startswith("%Warning-UNUSED"))]
    if rc != 0 or lint:
        return lint[0] if lint else (out.strip().splitlines()[-1] if out.strip() else f"exit {rc}")
    return None


def lint_mutant(m: mutgen.Mutant, models: list[Model], scratch: Path, build_dir: Path,
                timeout: float) -> str | None:
    """Lint one mutant on its own with each given model's command: the first message that
    makes it INVALID, or None."""
    d = scratch / m.key
    mutated = d / m.file
    mutated.parent.mkdir(parents=True, exist_ok=True)
    mutated.write_text(m.apply((ROOT / m.file).read_text()))
    orig = str((ROOT / m.file).resolve())
    try:
        for mod in models:
            rc, out = _run(lint_command(mod, orig, mutated), build_dir, timeout)
            bad = _lint_verdict(rc, out)
            if bad:
                return bad.replace(str(mutated), m.file)[:300]
        return None
    finally:
        shutil.rmtree(d, ignore_errors=True)


def lint_models(mods: list[Model]) -> list[Model]:
    """The models a mutant is linted with on its own: the cheapest of each top module (the
    schema build then runs Verilator's -Wall in every model, and a message there on a mutant's
    own lines sends that mutant to a separate build, which judges it exactly)."""
    seen, out = set(), []
    for mod in sorted(mods, key=lambda x: x.cost):
        top = next((b for a, b in zip(mod.vcmd, mod.vcmd[1:]) if a == "--top"), mod.prefix)
        if top not in seen:
            seen.add(top)
            out.append(mod)
    return out


def _guards_of(mdir: Path) -> set[int]:
    return mutschema.guards_in(p.read_text(errors="replace") for p in sorted(mdir.iterdir())
                               if p.suffix in (".cpp", ".h"))


def build_file_schema(rel: str, muts: list[mutgen.Mutant], mods: list[Model], plan: dict,
                      scratch: Path, build_dir: Path, build_timeout: float, log_file: Path,
                      baseline: bool = True) -> dict:
    """Build one schema model per model `mods` for the file `rel` holding `muts` (already
    linted), re-building without the mutants Verilator's messages blame until it is clean.
    Returns {"numbers": key -> guard number of the placed mutants, "models": [{prefix, sims
    (name -> exe), guards}], "separate": key -> why it is built on its own, "build_s",
    "error"}. Raises SchemaBroken when a schema model fails a test with +mutant=0."""
    numbers = {m.key: k + 1 for k, m in enumerate(muts)}
    active = list(muts)
    separate: dict[str, str] = {}
    t0 = time.monotonic()
    text = (ROOT / rel).read_text()
    src = scratch / "src" / rel
    src.parent.mkdir(parents=True, exist_ok=True)
    result = {"numbers": {}, "models": [], "separate": separate, "build_s": 0.0, "error": None}
    # Models built in an earlier round keep their schema (a superset: the mutants blamed since
    # are built on their own, so their selects there are never used); a round rebuilds only the
    # models whose Verilator run blamed some mutant.
    built: dict[str, dict] = {}
    tick = Ticker(f"{rel} schema")
    for _round in range(8):
        try:
            sc = mutschema.build(text, active, numbers)
        except mutschema.ParseError as e:
            separate.update({m.key: f"schema: the file could not be parsed ({e})" for m in active})
            result["error"] = str(e)
            break
        for m in sc.unguarded:
            separate[m.key] = "no run-time guard possible (constant context)"
        src.write_text(sc.text)
        blamed, give_up = set(), None
        for k, mod in enumerate(mods, 1):
            if mod.prefix in built:
                continue  # built in an earlier round; its blamed mutants are built on their own
            sims = [x for x in mod.sims if plan.get(Path(x).name)]
            tick.say(f"building the schema model {mod.prefix} ({k} of {len(mods)}, "
                     f"{len(active)} mutants, round {_round + 1})", force=True)
            status, info = rebuild_model(mod, rel, src, scratch, build_dir, log_file,
                                         build_timeout, sims)
            if status == "INVALID" and "verilator_out" in info:
                # (a message that names no mutant may be a consequence of one that does: the
                # next round, without the blamed mutants, tells)
                ids, _unblamed = mutschema.blame(sc, info["verilator_out"], str(src))
                if not ids:
                    give_up = f"{mod.prefix}: {info.get('error')}"
                    break
                blamed |= ids
                continue
            if status:
                give_up = f"{mod.prefix}: {status} {info.get('error')}"
                break
            guards = set() if info.get("unchanged") else _guards_of(scratch / "mdir" / mod.mdir.name)
            built[mod.prefix] = {"prefix": mod.prefix, "sims": info["sims"],
                                 "guards": sorted(guards)}
        if give_up:
            separate.update({m.key: f"schema given up: {give_up}"[:300] for m in active
                             if m.key not in separate})
            result["error"] = give_up
            break
        if blamed:
            for k in blamed:
                separate[k] = "Verilator's message in the schema model (judged on its own)"
            active = [m for m in active if m.key not in blamed]
            continue
        result["numbers"] = {k: n for k, n in numbers.items() if k in sc.placed}
        # cheapest model first, as a separate build tries them
        result["models"] = [built[mod.prefix] for mod in mods if mod.prefix in built]
        break
    else:
        separate.update({m.key: "schema: too many rounds" for m in active if m.key not in separate})
        result["numbers"] = {}
    result["build_s"] = time.monotonic() - t0
    result["baseline_runs"] = 0
    if baseline and result["numbers"]:
        for sm in result["models"]:
            for sim, exe in sm["sims"].items():
                for t, seed in plan.get(sim, []):
                    tick.say(f"+mutant=0 must pass: {t.name} seed {seed} on {sm['prefix']}")
                    rdir = scratch / "baseline" / f"{t.name}.{seed}"
                    r = simrun.run(simrun.sim_command(exe, t.uvm_test, seed, rdir,
                                                      [*t.plusargs, "+mutant=0"]), rdir, t.timeout_s)
                    if not r.passed:
                        raise SchemaBroken(
                            f"the schema of {rel} broke the design: {sm['prefix']} fails "
                            f"{t.name} seed {seed} with +mutant=0 ({r.status} {r.signature}); "
                            f"log: {rdir / 'sim.log'}; rerun with --no-schema")
                    shutil.rmtree(rdir, ignore_errors=True)
                    result["baseline_runs"] += 1
        result["baseline_s"] = time.monotonic() - t0 - result["build_s"]
    return result


class SchemaBroken(Exception):
    pass


def plan_schemata(tasks: list[dict], muts: list[mutgen.Mutant], plan: dict, scratch_root: Path,
                  build_dir: Path, args, out: Path) -> tuple[list[dict], list[dict], dict]:
    """Lint every mutant on its own (INVALID ones are done), then build each file's schema
    models and point the mutants that have a guard there at them. Returns (tasks, results of
    the INVALID mutants, per-file schema facts for the summary)."""
    import concurrent.futures as cf
    by_key = {m.key: m for m in muts}
    by_file: dict[str, list[dict]] = {}
    for d in tasks:
        by_file.setdefault(d["mutant"]["file"], []).append(d)
    keep, invalid, info = [], [], {}
    for rel, ds in by_file.items():
        t0 = time.monotonic()
        mods = ds[0]["_models"]
        lmods = lint_models(mods)
        with cf.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
            verdicts = list(ex.map(lambda d: lint_mutant(by_key[d["mutant"]["key"]], lmods,
                                                         scratch_root / "lint", build_dir,
                                                         args.build_timeout), ds))
        lint_s = time.monotonic() - t0
        valid = []
        for d, bad in zip(ds, verdicts):
            if bad is None:
                valid.append(d)
                continue
            m = d["mutant"]
            r = {"id": m["id"], "key": m["key"], "file": m["file"], "line": m["line"],
                 "kind": m["kind"], "orig_line": m["orig_line"], "new_line": m["new_line"],
                 "status": "INVALID", "killed_by": None, "tests_run": [], "models": [],
                 "error": bad, "diff": d["diff"], "path": "lint", "build_s": 0.0, "test_s": 0.0,
                 "wall_s": lint_s / len(ds), "ok": True, "why": "INVALID", "signature": "",
                 "test": m["id"], "seed": 0, "expect": "pass", "repro": ""}
            o = Path(d["out_dir"])
            o.mkdir(parents=True, exist_ok=True)
            (o / "mutant.diff").write_text(d["diff"])
            (o / "result.json").write_text(json.dumps(r, indent=1))
            invalid.append(r)
        log(f"{rel}: {len(ds) - len(valid)} of {len(ds)} mutants do not lint on their own "
            f"(INVALID), {lint_s:.0f} s")
        fi = {"mutants": len(ds), "invalid": len(ds) - len(valid), "lint_s": round(lint_s, 1)}
        if valid and mods:
            slug = re.sub(r"[^A-Za-z0-9]+", "_", rel)
            sch = build_file_schema(rel, [by_key[d["mutant"]["key"]] for d in valid], mods, plan,
                                    scratch_root / "schema" / slug, build_dir, args.build_timeout,
                                    out / f"schema_{slug}.log")
            for d in valid:
                k = d["mutant"]["key"]
                if k in sch["numbers"]:
                    d["schema"] = {"number": sch["numbers"][k],
                                   "models": [{**sm, "sims": {Path(x).name: e
                                                              for x, e in sm["sims"].items()}}
                                              for sm in sch["models"]]}
                else:
                    d["path_why"] = sch["separate"].get(k, "")
            present = set().union(*(set(sm["guards"]) for sm in sch["models"])) if sch["models"] else set()
            fi.update({"placed": len(sch["numbers"]), "separate": len(valid) - len(sch["numbers"]),
                       "no_guard_in_any_model": sum(1 for n in sch["numbers"].values()
                                                    if n not in present),
                       "models": [sm["prefix"] for sm in sch["models"]],
                       "build_s": round(sch["build_s"], 1),
                       "baseline_s": round(sch.get("baseline_s", 0.0), 1),
                       "baseline_runs": sch["baseline_runs"],
                       "error": sch["error"]})
            log(f"{rel}: schema of {fi['placed']} mutants in {len(sch['models'])} model(s) built "
                f"in {sch['build_s']:.0f} s (+mutant=0 passes all {fi['baseline_runs']} test runs, "
                f"{fi['baseline_s']:.0f} s); {fi['separate']} built on their own"
                + (f" ({sch['error']})" if sch["error"] else ""))
        keep += valid
        info[rel] = fi
    return keep, invalid, info
