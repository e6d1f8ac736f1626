"""`./dv mutate`: mutation testing of the RTL against the nightly's tests.

For each mutant (regressions/mutgen.py: a one-token edit of an RTL file) the runner

1. finds, from the build itself, the Verilated models whose sources include the file (the
   Verilator dependency files `<Mdir>/V*__ver.d`, the command line in `verilator_args.txt` or
   `V*__verFiles.dat`), the static library that holds each model and the sim executables that
   use it (build.ninja, and the model classes each linked sim really contains, `nm`);
2. lints the mutant on its own (each model's Verilator command with --lint-only, the cheapest
   model of each top module; Verilator's -Wall: a message other than UNUSED* makes it INVALID);
3. per RTL file, builds one *mutant schema* per model (regressions/mutschema.py): a copy of the
   file with every valid mutant behind a run-time select read from `+mutant=N` (0 = the
   design), re-Verilated with the model's exact command, compiled with the model's own compile
   commands (ccache) into a scratch library and relinked into scratch copies of the sims; a
   mutant Verilator's -Wall blames there, or one that cannot be guarded at run time (a
   parameter, a width, a generate condition, a port connection), is built on its own (below).
   Every schema model must pass every planned test with +mutant=0, or the run stops;
4. runs the nightly tests (`expect: pass`) of the sims of the models whose generated code
   still holds the mutant's select (cheapest model first) with +mutant=N: every test's fixed
   or first seed, then the next seeds, stopping at the first failure: KILLED (test, seed, first
   error id), TIMEOUT (a run hung: the nightly notices it too), or SURVIVED when all passed.

A mutant built on its own (no schema, `--no-schema`, or no select left in any schema model)
goes through the same steps with a scratch copy of the file holding only that mutant: every
model is re-Verilated (a model whose generated C++ is the original's is skipped; a mutant that
changes no model is UNCHANGED), recompiled and relinked, then tested.

Mutants listed in regressions/mutants/equivalent.yaml are EQUIVALENT and not run. The score is
(KILLED + TIMEOUT) / (KILLED + TIMEOUT + SURVIVED); INVALID, UNCHANGED, EQUIVALENT and NO_TESTS
(no nightly test runs a model with the file) are reported apart. Output in out/mutate/<timestamp>/ (and
out/mutate/latest): summary.json, results.xml (JUnit), report.html, mutants/<n>/ (diff,
result.json, log of the killing run); the score is appended to out/nightly/trends.sqlite
(table `mutation`) and shown in the nightly report.

Python 3.11 stdlib + PyYAML only.
"""

from __future__ import annotations

import argparse
import difflib
import fnmatch
import html
import json
import os
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import threading
import time
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

import mutgen  # noqa: E402
import mutschema  # noqa: E402
import simrun  # noqa: E402
import testlist  # noqa: E402

EQUIVALENT_FILE = HERE / "mutants" / "equivalent.yaml"
STATUSES = ("KILLED", "TIMEOUT", "SURVIVED", "INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS",
            "ERROR")


def log(msg: str) -> None:
    print(f"mutate: {msg}", file=sys.stderr, flush=True)


# ---- the build graph ---------------------------------------------------------------------------

class Model:
    """One Verilated model of the build: its Verilator command, sources and library."""

    def __init__(self, mdir: Path, prefix: str, vcmd: list[str], sources: list[str]):
        self.mdir, self.prefix, self.vcmd, self.sources = mdir, prefix, vcmd, sources
        self.lib: str | None = None      # library path relative to the build dir
        self.objs: list[str] = []        # this model's objects in that library
        self.sims: list[str] = []        # executables (bin/<name>) that contain the model
        self.cost = sum(p.stat().st_size for p in mdir.glob("*.cpp"))

    def to_json(self) -> dict:
        return {"prefix": self.prefix, "mdir": str(self.mdir), "vcmd": self.vcmd,
                "sources": self.sources, "lib": self.lib, "objs": self.objs, "sims": self.sims,
                "cost": self.cost}

    @classmethod
    def from_json(cls, d: dict) -> "Model":
        m = cls.__new__(cls)
        m.mdir, m.prefix, m.vcmd, m.sources = Path(d["mdir"]), d["prefix"], d["vcmd"], d["sources"]
        m.lib, m.objs, m.sims, m.cost = d["lib"], d["objs"], d["sims"], d["cost"]
        return m


def _ninja_edges(build_dir: Path) -> dict[str, tuple[str, list[str]]]:
    """output -> (rule, explicit + implicit inputs) of every `build` statement of build.ninja."""
    text = (build_dir / "build.ninja").read_text(errors="replace").replace("$\n", "")
    edges = {}
    for line in text.splitlines():
        if not line.startswith("build "):
            continue
        # `build out1 out2 | implicit_out: rule in1 in2 | implicit || order-only`
        head, _, rest = line[6:].partition(": ")
        head = head.replace("$ ", "\0").replace("$:", ":")
        outs = [o.replace("\0", " ") for o in head.split("|")[0].split()]
        parts = rest.replace("$ ", "\0").split("||")[0].split()
        if not parts:
            continue
        rule, ins = parts[0], [p.replace("\0", " ") for p in parts[1:] if p != "|"]
        for o in outs:
            edges[o] = (rule, ins)
    return edges


def load_graph(build_dir: Path) -> list[Model]:
    """Every Verilated model of the build with its library and the sims that contain it."""
    models = []
    for dat in sorted(build_dir.rglob("*__verFiles.dat")):
        if "out" in dat.relative_to(build_dir).parts:  # run outputs (e.g. mutate's scratch)
            continue
        prefix = dat.name[: -len("__verFiles.dat")]
        vd = dat.with_name(f"{prefix}__ver.d")
        args_file = dat.with_name("verilator_args.txt")  # verilate(): a CMake list, exe first
        if args_file.exists():
            vcmd = [a for a in args_file.read_text(errors="replace").strip().split(";") if a]
        else:  # the command line Verilator records (arguments only, space-separated)
            line = next((x for x in dat.read_text(errors="replace").splitlines()
                         if x.startswith("C ")), None)
            vcmd = ["verilator", *line[2:].strip().strip('"').split()] if line else []
        if not vcmd or not vd.exists():
            continue
        if any(a.startswith("--coverage") for a in vcmd):
            continue  # a _cov flavour (cmake/collnet_rtl.cmake): mutants run on the plain model
        deps = vd.read_text(errors="replace").split(":", 1)[-1].split()
        sources = sorted({d for d in deps if d.endswith((".sv", ".v", ".svh", ".vh"))})
        models.append(Model(dat.parent, prefix, vcmd, sources))
    edges = _ninja_edges(build_dir)
    # Object paths name a model by its --Mdir folder name only. A build directory that lived
    # through a change of CMake layout can hold a stale Verilator output folder of the same
    # name elsewhere: the newest one is the model the build uses.
    by_mdir: dict[str, Model] = {}
    for m in sorted(models, key=lambda m: (m.mdir / f"{m.prefix}__verFiles.dat").stat().st_mtime):
        by_mdir[m.mdir.name] = m
    models = list(by_mdir.values())
    for out, (rule, ins) in edges.items():
        if rule.startswith("CXX_STATIC_LIBRARY_LINKER") or rule.startswith("C_STATIC_LIBRARY_LINKER"):
            for i in ins:
                parts = i.split("/")
                if len(parts) >= 2 and parts[-2] in by_mdir and i.endswith(".o"):
                    m = by_mdir[parts[-2]]
                    m.lib = out
                    m.objs.append(i)
    exes = {out: ins for out, (rule, ins) in edges.items() if rule.startswith("CXX_EXECUTABLE_LINKER")}
    for m in models:
        if not m.lib:
            continue
        for exe, ins in exes.items():
            if m.lib in ins and _exe_contains(build_dir / exe, m.prefix):
                m.sims.append(exe)
    return models


_NM_CACHE: dict[str, str] = {}


def _exe_contains(exe: Path, prefix: str) -> bool:
    """Does the linked executable contain the model class `prefix` (static linking pulls in only
    the models a sim uses)? Unbuilt executables count as containing it."""
    if not exe.exists():
        return True
    key = f"{exe}:{exe.stat().st_mtime_ns}"
    if key not in _NM_CACHE:
        p = subprocess.run(["nm", "--defined-only", str(exe)], capture_output=True, text=True)
        _NM_CACHE[key] = p.stdout
    return f"{len(prefix)}{prefix}" in _NM_CACHE[key]


# ---- planning ----------------------------------------------------------------------------------

def load_equivalent(path: Path = EQUIVALENT_FILE) -> dict[str, dict]:
    import yaml
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text()) or {}
    out = {}
    for e in data.get("equivalent", []) or []:
        if not isinstance(e, dict) or "key" not in e or not str(e.get("reason", "")).strip():
            raise SystemExit(f"mutate: {path}: every entry needs `key` and a one-line `reason`: {e}")
        out[str(e["key"])] = e
    return out


# The first line of a file generated by reggen (rtl/<block>/*_reg_pkg.sv, *_reg_top.sv).
GENERATED_MARK = "// Generated by verif/tools/reggen/reggen.py from"


def is_generated(path: Path) -> bool:
    """Is path a committed file generated by reggen (its first line says so)?"""
    with path.open(encoding="utf-8", errors="replace") as f:
        return f.readline().startswith(GENERATED_MARK)


def rtl_files(patterns: list[str] | None) -> list[Path]:
    """RTL files to mutate: every rtl/**/*.sv, or those matching --files (paths, dirs, globs).
    Files generated by reggen are left out of the default and of folders and globs (a
    survivor there is fixed in the generator or the description, not in the file); naming
    one by its path mutates it deliberately."""
    all_files = sorted((ROOT / "rtl").rglob("*.sv"))
    if not patterns:
        return [f for f in all_files if not is_generated(f)]
    out = []
    for pat in patterns:
        p = (ROOT / pat) if not Path(pat).is_absolute() else Path(pat)
        hits = [f for f in all_files if f == p.resolve() or p.resolve() in f.parents
                or fnmatch.fnmatch(f.relative_to(ROOT).as_posix(), pat)]
        if not hits:
            raise SystemExit(f"mutate: --files {pat}: no RTL file (rtl/**/*.sv) matches")
        hand = [f for f in hits if f == p.resolve() or not is_generated(f)]
        if not hand:
            raise SystemExit(f"mutate: --files {pat}: only files generated by reggen match; "
                             "name such a file by its path to mutate it")
        out += [h for h in hand if h not in out]
    return out


def tests_by_sim(tests_dir: str | None, sim_globs: list[str] | None,
                 test_globs: list[str] | None) -> dict[str, list[testlist.TestEntry]]:
    tests = testlist.load(tests_dir)
    sel = testlist.select(tests, "nightly", test_globs)
    out: dict[str, list[testlist.TestEntry]] = {}
    for t in sel:
        if t.expect != "pass" or "long" in t.tags:
            continue  # a _bad test runs a deliberately broken configuration; long: night only
        if sim_globs and not any(fnmatch.fnmatch(t.sim, g) for g in sim_globs):
            continue
        out.setdefault(t.sim, []).append(t)
    return out


def seed_plan(tests: list[testlist.TestEntry], max_seeds: int) -> list[tuple[testlist.TestEntry, int]]:
    """(test, seed) in run order: every test's fixed seed or seed 1 first, then seeds 2.., up to
    min(seeds, max_seeds) per test."""
    rounds = []
    for t in tests:
        seeds = [t.seed] if t.seed is not None else list(range(1, min(t.seeds, max_seeds) + 1))
        rounds.append((t, seeds))
    order = []
    for i in range(max((len(s) for _, s in rounds), default=0)):
        order += [(t, s[i]) for t, s in rounds if i < len(s)]
    return order


def mutant_time_bound(mods: list, plan: dict, build_timeout: float, test_timeout: float) -> float:
    """Wall-time bound of one mutant (the Slurm task's --time): a mutant that survives builds
    every model and runs every planned (test, seed) of its sims, each under its own limit."""
    total = 0.0
    for mod in mods:
        total += build_timeout
        for sim in mod.sims:
            total += sum(min(t.timeout_s, test_timeout) for t, _ in plan.get(Path(sim).name, []))
    return total


# ---- one mutant --------------------------------------------------------------------------------

def _run(cmd, cwd, timeout, log_file: Path | None = None) -> tuple[int, str]:
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                           shell=isinstance(cmd, str))
        out = p.stdout + p.stderr
        rc = p.returncode
    except subprocess.TimeoutExpired as e:
        out = f"timeout after {timeout} s\n{e.stdout or ''}{e.stderr or ''}"
        rc = -1
    if log_file is not None:
        with open(log_file, "a") as f:
            f.write(f"$ {cmd if isinstance(cmd, str) else shlex.join(cmd)}\n{out}\n")
    return rc, out


# C++ compiles of one model's generated files run in parallel: the run's --jobs
COMPILE_JOBS = 1

_CMD_CACHE: dict[str, str] = {}
_CMD_LOCK = threading.Lock()


def ninja_command(build_dir: Path, target: str) -> str:
    """The exact command that builds `target` (ninja -t commands -s)."""
    with _CMD_LOCK:
        if target not in _CMD_CACHE:
            p = subprocess.run(["ninja", "-C", str(build_dir), "-t", "commands", "-s", target],
                               capture_output=True, text=True)
            lines = [l for l in p.stdout.splitlines() if l.strip()]
            if p.returncode != 0 or not lines:
                raise RuntimeError(f"ninja -t commands {target}: {p.stderr.strip()}")
            _CMD_CACHE[target] = lines[-1]
        return _CMD_CACHE[target]


def _cmake_lists(cmake_file: Path, prefix: str) -> dict[str, list[str]]:
    """The generated-file lists of Verilator's V*.cmake (CLASSES/SUPPORT x FAST/SLOW)."""
    text = cmake_file.read_text(errors="replace")
    out = {}
    for var in ("CLASSES_FAST", "CLASSES_SLOW", "SUPPORT_FAST", "SUPPORT_SLOW"):
        m = re.search(rf"set\({re.escape(prefix)}_{var} (.*?)\)\s*$", text, re.M)
        out[var] = re.findall(r'"([^"]+)"', m.group(1)) if m else []
    return out


def rebuild_model(model: Model, rel_file: str, mutated: Path, scratch: Path, build_dir: Path,
                  log_file: Path, timeout: float, sims: list[str]) -> tuple[str, dict]:
    """Re-Verilate and recompile one model with the mutated file and relink its sims.
    Returns (status, info): status '' on success, 'INVALID' or 'ERROR'; info has the sims
    (name -> scratch executable), timings and the first error line."""
    info: dict = {"model": model.prefix, "sims": {}}
    orig_src = str((ROOT / rel_file).resolve())
    mdir = scratch / "mdir" / model.mdir.name
    objdir = scratch / "obj" / model.mdir.name
    shutil.rmtree(mdir, ignore_errors=True)
    mdir.mkdir(parents=True)
    objdir.mkdir(parents=True, exist_ok=True)
    vcmd = []
    it = iter(model.vcmd)
    for a in it:
        if a == "--Mdir":
            vcmd += [a, str(mdir)]
            next(it)
        elif a == orig_src:
            vcmd.append(str(mutated))
        else:
            vcmd.append(a)
    if str(mutated) not in vcmd:
        return "ERROR", {**info, "error": f"{rel_file} is not on the Verilator command line of "
                                          f"{model.prefix}"}
    t0 = time.monotonic()
    # -Wno-fatal: the lint verdict is ours. A mutant is INVALID when Verilator reports an
    # error or a warning that a lint-clean flow would reject it for (WIDTH, LATCH, ...); the
    # UNUSED* warnings only say that the edit made some logic dead, which is the point of
    # e.g. a stuck enable, so they do not make it invalid.
    rc, out = _run([vcmd[0], "-Wno-fatal", *vcmd[1:]], build_dir, timeout, log_file)
    info["verilate_s"] = time.monotonic() - t0
    lint = [l for l in out.splitlines() if l.startswith("%Error")
            or (l.startswith("%Warning-") and not l.startswith("%Warning-UNUSED"))]
    if rc != 0 or lint:
        first = lint[0] if lint else (out.strip().splitlines()[-1] if out.strip() else f"exit {rc}")
        return "INVALID", {**info, "error": first.replace(str(mutated), rel_file)[:300],
                           "verilator_out": out}
    # The mutated code may not reach this model at all (another generate branch, a parameter
    # value that makes it dead): then Verilator's output is the original's, and the model
    # behaves exactly as the unmutated one. Nothing to build or run for it.
    if _same_output(model.mdir, mdir, str(mutated), orig_src):
        info["unchanged"] = True
        return "", info
    # compile the generated C++ with the model's own commands
    t0 = time.monotonic()
    orig_lists = _cmake_lists(model.mdir / f"{model.prefix}.cmake", model.prefix)
    new_lists = _cmake_lists(mdir / f"{model.prefix}.cmake", model.prefix)
    templates = {}
    for var, files in orig_lists.items():
        for f in files:
            obj = next((o for o in model.objs if o.endswith("/" + Path(f).name + ".o")), None)
            if obj:
                templates[var] = (f, obj)
                break
    # A model compiled as one unity file per group (cmake/collnet_rtl.cmake) has no object per
    # generated file: the mutant's files are compiled one by one with their group's command.
    for var in orig_lists:
        grp = "slow" if var.endswith("SLOW") else "fast"
        uobj = next((o for o in model.objs if o.endswith(f"__unity_{grp}.cpp.o")), None)
        if var not in templates and uobj:
            usrc = re.search(r" -c (\S+)", ninja_command(build_dir, uobj))
            if usrc:
                templates[var] = (usrc.group(1), uobj)
    new_objs, cmds = [], []
    for var, files in new_lists.items():
        if var not in templates:
            tvar = var.split("_")[1]  # FAST/SLOW: any template with the same optimisation
            alt = next((v for v in templates if v.endswith(tvar)), None)
            if alt is None:
                return "ERROR", {**info, "error": f"no compile command to copy for {var}"}
            templates[var] = templates[alt]
        tsrc, tobj = templates[var]
        tcmd = ninja_command(build_dir, tobj)
        for f in files:
            obj = objdir / (Path(f).name + ".o")
            cmds.append(tcmd.replace(tsrc, f).replace(tobj, str(obj))
                        .replace(str(model.mdir), str(mdir)))
            new_objs.append(str(obj))
    # the model's files compile in parallel (--jobs), as ninja would compile them
    import concurrent.futures as cf
    with cf.ThreadPoolExecutor(max_workers=COMPILE_JOBS) as ex:
        compiled = list(ex.map(lambda c: _run(c, build_dir, timeout, log_file), cmds))
    for rc, out in compiled:
        if rc != 0:
            first = next((l for l in out.splitlines() if "error" in l), out[-300:])
            return "INVALID", {**info, "error": f"C++ compile: {first[:300]}"}
    # the scratch library: the library's other objects plus the new ones
    lib = scratch / "lib" / model.mdir.name / Path(model.lib).name
    lib.parent.mkdir(parents=True, exist_ok=True)
    lib.unlink(missing_ok=True)
    _rule, ins = _lib_inputs(build_dir, model.lib)
    keep = [i for i in ins if i.endswith(".o") and i not in model.objs]
    rc, out = _run(["ar", "qc", str(lib), *keep, *new_objs], build_dir, timeout, log_file)
    if rc != 0:
        return "ERROR", {**info, "error": f"ar: {out[-300:]}"}
    rc, out = _run(["ranlib", str(lib)], build_dir, timeout, log_file)
    info["compile_s"] = time.monotonic() - t0
    t0 = time.monotonic()
    for exe in sims:
        link = ninja_command(build_dir, exe)
        new_exe = scratch / "bin" / model.mdir.name / Path(exe).name
        new_exe.parent.mkdir(parents=True, exist_ok=True)
        cmd = re.sub(rf"-o {re.escape(exe)}(\s)", f"-o {new_exe}\\1", link)
        cmd = re.sub(rf"(^|\s){re.escape(model.lib)}(\s)", f"\\1{lib}\\2", cmd)
        # The sim's own objects that include the model's headers (a root header for probes
        # and back-door access) are compiled against the new headers when those differ: a
        # changed class layout read through the old header would be garbage.
        swapped: dict[str, list[tuple[str, str]]] = {}  # library ("" = the exe) -> objects
        for obj, (olib, deps) in _objs_using_model(build_dir, exe, model).items():
            if obj in model.objs:
                continue
            rel_md = _rel_mdir(build_dir, model)
            if all(_same_file(model.mdir / Path(d).relative_to(rel_md),
                              mdir / Path(d).relative_to(rel_md), str(mdir), str(model.mdir))
                   for d in deps):
                continue
            new_obj = scratch / "objx" / model.mdir.name / Path(exe).name / Path(obj).name
            new_obj.parent.mkdir(parents=True, exist_ok=True)
            ccmd = ninja_command(build_dir, obj).replace(str(model.mdir), str(mdir))
            ccmd = ccmd.replace(obj, str(new_obj))
            rc, out = _run(ccmd, build_dir, timeout, log_file)
            if rc != 0:
                return "ERROR", {**info, "error": f"compile {obj}: {out[-300:]}"}
            swapped.setdefault(olib, []).append((obj, str(new_obj)))
            info.setdefault("recompiled", []).append(obj)
        for olib, pairs in swapped.items():
            if olib:  # a scratch copy of that library with the recompiled objects
                new_lib = scratch / "objx" / model.mdir.name / Path(exe).name / Path(olib).name
                new_lib.unlink(missing_ok=True)
                repl = dict(pairs)
                objs = [repl.get(o, o) for o in _lib_inputs(build_dir, olib)[1] if o.endswith(".o")]
                rc, out = _run(["ar", "qc", str(new_lib), *objs], build_dir, timeout, log_file)
                if rc != 0:
                    return "ERROR", {**info, "error": f"ar: {out[-300:]}"}
                _run(["ranlib", str(new_lib)], build_dir, timeout, log_file)
                pairs = [(olib, str(new_lib))]
            for old_p, new_p in pairs:
                if re.search(rf"(^|\s){re.escape(old_p)}(\s|$)", cmd) is None:
                    return "ERROR", {**info, "error": f"{old_p} (uses the model's headers) is "
                                                      f"not on the link line of {exe}"}
                cmd = re.sub(rf"(^|\s){re.escape(old_p)}(\s|$)", f"\\1{new_p}\\2", cmd)
        rc, out = _run(cmd, build_dir, timeout, log_file)
        if rc != 0:
            return "ERROR", {**info, "error": f"link {exe}: {out[-300:]}"}
        info["sims"][Path(exe).name] = str(new_exe)
    info["link_s"] = time.monotonic() - t0
    return "", info


_DEPS_CACHE: dict[str, list[str]] = {}


def _rel_mdir(build_dir: Path, model: Model) -> str:
    return os.path.relpath(model.mdir, build_dir)


def _objs_using_model(build_dir: Path, exe: str, model: Model) -> dict[str, tuple[str, list[str]]]:
    """The objects of `exe` (linked straight in, or in one of its static libraries other than
    the model's) that include a header of the model's Mdir, from ninja's dependency log:
    object -> (its library, or "" when linked straight in; those headers)."""
    edges = _EDGES.setdefault(str(build_dir), _ninja_edges(build_dir))
    ins = edges.get(exe, ("", []))[1]
    objs = {i: "" for i in ins if i.endswith(".o")}
    for lib in ins:
        if lib.endswith(".a") and lib != model.lib and lib in edges:
            objs.update({o: lib for o in edges[lib][1] if o.endswith(".o")})
    need = [o for o in objs if o not in _DEPS_CACHE]
    if need:
        p = subprocess.run(["ninja", "-C", str(build_dir), "-t", "deps", *need],
                           capture_output=True, text=True)
        cur = None
        for line in p.stdout.splitlines():
            if line and not line.startswith(" ") and ":" in line:
                cur = line.split(":")[0]
                _DEPS_CACHE[cur] = []
            elif cur and line.strip():
                _DEPS_CACHE[cur].append(line.strip())
    rel = _rel_mdir(build_dir, model) + "/"
    out = {}
    for o, lib in objs.items():
        hdrs = [d for d in _DEPS_CACHE.get(o, []) if d.startswith(rel)]
        if hdrs:
            out[o] = (lib, hdrs)
    return out


def _same_file(a: Path, b: Path, b_dir: str, a_dir: str) -> bool:
    try:
        return a.read_bytes() == b.read_bytes().replace(b_dir.encode(), a_dir.encode())
    except OSError:
        return False


def _same_output(orig_mdir: Path, new_mdir: Path, mutated: str, orig_src: str) -> bool:
    """Are the generated C++ files of the mutant those of the original model (with the source
    path of the mutated copy read as the original's)?"""
    new = sorted(p.name for p in new_mdir.iterdir() if p.suffix in (".cpp", ".h"))
    old = sorted(p.name for p in orig_mdir.iterdir() if p.suffix in (".cpp", ".h"))
    if new != old:
        return False
    for name in new:
        a = (new_mdir / name).read_bytes().replace(mutated.encode(), orig_src.encode())
        a = a.replace(str(new_mdir).encode(), str(orig_mdir).encode())
        if a != (orig_mdir / name).read_bytes():
            return False
    return True


_EDGES: dict[str, dict] = {}


def _lib_inputs(build_dir: Path, lib: str):
    key = str(build_dir)
    if key not in _EDGES:
        _EDGES[key] = _ninja_edges(build_dir)
    return _EDGES[key][lib]


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
    try:
        for model in models:
            if stop is not None and stop.is_set():
                res["status"] = "ERROR"
                res["error"] = "interrupted"
                break
            sims = [sim for sim in model.sims if task["plan"].get(Path(sim).name)]
            plan = [(t, s) for sim in sims for t, s in task["plan"][Path(sim).name]]
            if not plan:
                continue
            t0 = time.monotonic()
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
            verdict = _run_tests(plan, info["sims"], out, task, res, stop)
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
                                 extra=[f"+mutant={sch['number']}"])
            test_s += time.monotonic() - t0
            if verdict:
                res["status"] = verdict
                break
    except Exception as e:
        res["status"], res["error"] = "ERROR", f"{type(e).__name__}: {e}"
    return _finish(res, out, 0.0, test_s, t_start)


def _run_tests(plan, sims: dict, out: Path, task: dict, res: dict, stop, extra=()) -> str:
    for test, seed in plan:
        exe = sims.get(test["sim"])
        if exe is None:
            continue
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
        for mod in mods:
            if mod.prefix in built:
                continue  # built in an earlier round; its blamed mutants are built on their own
            sims = [x for x in mod.sims if plan.get(Path(x).name)]
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


# ---- reports -----------------------------------------------------------------------------------

def block_of(rel_file: str) -> str:
    parts = rel_file.split("/")
    return "/".join(parts[:2]) if len(parts) > 2 else parts[0]


def score_of(counts: dict) -> float | None:
    det = counts.get("KILLED", 0) + counts.get("TIMEOUT", 0)
    den = det + counts.get("SURVIVED", 0)
    return 100.0 * det / den if den else None


def summarise(results: list[dict]) -> dict:
    def count(rs):
        c = {s: 0 for s in STATUSES}
        for r in rs:
            c[r["status"]] += 1
        c["total"] = len(rs)
        c["score"] = score_of(c)
        return c
    by_file, by_block = {}, {}
    for r in results:
        by_file.setdefault(r["file"], []).append(r)
        by_block.setdefault(block_of(r["file"]), []).append(r)
    built = [r for r in results if r["status"] in ("KILLED", "TIMEOUT", "SURVIVED")]
    return {"counts": count(results), "by_file": {f: count(rs) for f, rs in sorted(by_file.items())},
            "by_block": {b: count(rs) for b, rs in sorted(by_block.items())},
            "mean_s_per_mutant": (sum(r["wall_s"] for r in results if r["status"] != "EQUIVALENT")
                                  / max(1, sum(r["status"] != "EQUIVALENT" for r in results))),
            "mean_build_s": sum(r.get("build_s", 0) for r in built) / max(1, len(built)),
            "mean_test_s": sum(r.get("test_s", 0) for r in built) / max(1, len(built)),
            # how each mutant was judged: schema (a run-time select in a shared model), build
            # (its own build), lint (INVALID on its own before any build)
            "by_path": {p: sum(r.get("path") == p for r in results)
                        for p in ("schema", "build", "lint")},
            "mean_s_per_mutant_by_path": {
                p: (sum(r["wall_s"] for r in results if r.get("path") == p)
                    / max(1, sum(r.get("path") == p for r in results)))
                for p in ("schema", "build")}}


def write_junit(path: Path, results: list[dict], wall: float) -> None:
    fails = sum(r["status"] in ("SURVIVED", "ERROR") for r in results)
    suites = ET.Element("testsuites", name="collnet mutate", tests=str(len(results)),
                        failures=str(fails), time=f"{wall:.3f}")
    by_file: dict[str, list[dict]] = {}
    for r in results:
        by_file.setdefault(r["file"], []).append(r)
    for f, rs in by_file.items():
        s = ET.SubElement(suites, "testsuite", name=f, tests=str(len(rs)),
                          failures=str(sum(r["status"] in ("SURVIVED", "ERROR") for r in rs)),
                          skipped=str(sum(r["status"] in ("INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS")
                                          for r in rs)))
        for r in rs:
            c = ET.SubElement(s, "testcase", classname=f"mutate.{f}", name=r["id"],
                              time=f"{r.get('wall_s', 0):.3f}")
            if r["status"] in ("SURVIVED", "ERROR"):
                x = ET.SubElement(c, "failure", message=f"{r['status']}: {r['new_line'].strip()[:200]}",
                                  type=r["status"])
                x.text = r["diff"] + "\ntests run: " + ", ".join(
                    f"{t['test']}.{t['seed']}" for t in r["tests_run"]) + (f"\n{r['error']}" if r["error"] else "")
            elif r["status"] in ("INVALID", "UNCHANGED", "EQUIVALENT", "NO_TESTS"):
                ET.SubElement(c, "skipped", message=f"{r['status']}: {r.get('error') or r.get('reason') or ''}"[:300])
            else:
                o = ET.SubElement(c, "system-out")
                o.text = json.dumps(r["killed_by"])
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)


CSS = """body{font-family:sans-serif;margin:1.5em;max-width:1200px}table{border-collapse:collapse;margin:.5em 0}
td,th{border:1px solid #ccc;padding:2px 8px;text-align:left;font-size:13px}th{background:#eee}
.ok{color:#070}.bad{color:#b00;font-weight:bold}pre{background:#f6f6f6;padding:6px;overflow-x:auto;font-size:12px}
.dim{color:#777}"""


def _pct(v):
    return "-" if v is None else f"{v:.1f} %"


def write_html(path: Path, summary: dict, results: list[dict]) -> None:
    s = summary["stats"]
    c = s["counts"]
    o = [f"<!DOCTYPE html><html><head><meta charset='utf-8'><title>collnet mutation score</title>"
         f"<style>{CSS}</style></head><body><h1>Mutation score: {_pct(c['score'])}</h1>",
         f"<p>{html.escape(summary['started'])} &middot; <code>{html.escape(summary['command'])}</code>"
         f" &middot; git {html.escape(str(summary.get('git_rev')))} &middot; {summary['wall_s']:.0f} s, "
         f"{s['mean_s_per_mutant']:.1f} s per mutant (build {s['mean_build_s']:.1f} s, tests "
         f"{s['mean_test_s']:.1f} s)"
         + (f"; judged in a schema model: {s['by_path']['schema']}, built on their own: "
            f"{s['by_path']['build']}, INVALID by lint: {s['by_path']['lint']}"
            if s.get("by_path") else "") + "</p>",
         "<p>Score = (KILLED + TIMEOUT) / (KILLED + TIMEOUT + SURVIVED). INVALID (does not lint or "
         "compile), UNCHANGED (Verilator's output is the same for every simulated configuration: "
         "code that only other parameter values reach), EQUIVALENT "
         "(regressions/mutants/equivalent.yaml) and NO_TESTS (no nightly test runs a model that "
         "includes the file) are not in the score.</p>"]

    def table(title, rows):
        o.append(f"<h2>{title}</h2><table><tr><th></th><th>score</th>"
                 + "".join(f"<th>{x}</th>" for x in STATUSES) + "<th>total</th></tr>")
        for name, cc in rows.items():
            cls = "ok" if (cc["score"] or 0) >= 95 else "bad"
            o.append(f"<tr><td>{html.escape(name)}</td><td class='{cls}'>{_pct(cc['score'])}</td>"
                     + "".join(f"<td>{cc[x]}</td>" for x in STATUSES) + f"<td>{cc['total']}</td></tr>")
        o.append("</table>")
    table("Per block", s["by_block"])
    table("Per RTL file", s["by_file"])
    surv = [r for r in results if r["status"] in ("SURVIVED", "ERROR")]
    o.append(f"<h2>Survivors ({len(surv)})</h2><p>Each is a change of the RTL that no test noticed: "
             "a blind checker, missing stimulus, or an equivalent mutant (then list it with its reason "
             "in <code>regressions/mutants/equivalent.yaml</code>).</p>")
    for r in surv:
        ran = ", ".join(f"{t['test']}.{t['seed']}" for t in r["tests_run"]) or "none"
        o.append(f"<h3>{html.escape(r['id'])} <span class='dim'>({r['status']}, key {r['key']})</span></h3>"
                 f"<pre>{html.escape(r['diff'])}</pre><p>tests that ran: {html.escape(ran)}"
                 + (f"<br>error: {html.escape(str(r['error']))}" if r["error"] else "") + "</p>")
    o.append("<h2>All mutants</h2><table><tr><th>mutant</th><th>result</th><th>by / reason</th>"
             "<th>change</th><th>tests</th><th>s</th></tr>")
    for r in results:
        kb = r.get("killed_by")
        by = (f"{kb['test']} seed {kb['seed']} [{kb['error_id'] or kb['status']}]" if kb
              else (r.get("reason") or r.get("error") or ""))
        cls = "bad" if r["status"] in ("SURVIVED", "ERROR") else ""
        o.append(f"<tr><td>{html.escape(r['id'])}</td><td class='{cls}'>{r['status']}</td>"
                 f"<td>{html.escape(str(by))[:200]}</td><td><code>{html.escape(r['new_line'].strip()[:120])}"
                 f"</code></td><td>{len(r['tests_run'])}</td><td>{r.get('wall_s', 0):.1f}</td></tr>")
    o.append("</table></body></html>")
    path.write_text("\n".join(o))


MUTATION_SCHEMA = """
CREATE TABLE IF NOT EXISTS mutation (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  started TEXT NOT NULL, out_dir TEXT NOT NULL, files TEXT NOT NULL,
  total INTEGER NOT NULL, killed INTEGER NOT NULL, timeout INTEGER NOT NULL,
  survived INTEGER NOT NULL, invalid INTEGER NOT NULL, equivalent INTEGER NOT NULL,
  score REAL, s_per_mutant REAL, git_rev TEXT)
"""


def record_trend(db: Path, summary: dict) -> None:
    c = summary["stats"]["counts"]
    con = sqlite3.connect(db)
    try:
        con.execute(MUTATION_SCHEMA)
        con.execute("INSERT INTO mutation (started, out_dir, files, total, killed, timeout, survived, "
                    "invalid, equivalent, score, s_per_mutant, git_rev) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (summary["started"], summary["out_dir"], ",".join(summary["files"]), c["total"],
                     c["KILLED"], c["TIMEOUT"], c["SURVIVED"], c["INVALID"], c["EQUIVALENT"],
                     c["score"], summary["stats"]["mean_s_per_mutant"], summary.get("git_rev")))
        con.commit()
    finally:
        con.close()


def history(db: Path, limit: int = 60) -> list[dict]:
    """Past mutation runs (oldest first) from the trend DB; [] when there are none."""
    if not db.exists():
        return []
    con = sqlite3.connect(db)
    try:
        con.execute(MUTATION_SCHEMA)
        rows = con.execute("SELECT started, score, total, killed, timeout, survived, out_dir FROM "
                           "mutation ORDER BY id DESC LIMIT ?", (limit,)).fetchall()
    finally:
        con.close()
    keys = ("started", "score", "total", "killed", "timeout", "survived", "out_dir")
    return [dict(zip(keys, r)) for r in reversed(rows)]


# ---- main --------------------------------------------------------------------------------------

def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="./dv mutate", description=__doc__.split("\n\n")[1] + "\n\n" + __doc__.split("\n\n")[2],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="examples:\n"
               "  ./dv mutate --list --files rtl/common          the mutants, without running\n"
               "  ./dv mutate --files rtl/common --max 40 --jobs 1\n"
               "  ./dv mutate --files rtl/common/cc_fifo.sv --sims sim_fifo_d4 --max 5\n"
               "  ./dv mutate --launcher slurm --jobs 8          one Slurm task per mutant\n")
    ap.add_argument("--files", action="append", metavar="PATH",
                    help="RTL files, folders or globs to mutate (repeatable; default: rtl/**/*.sv; "
                         "files generated by reggen only when named by path)")
    ap.add_argument("--max", type=int, metavar="N", help="at most N mutants, chosen by --seed")
    ap.add_argument("--seed", type=int, default=1, help="seed of the mutant choice (default: %(default)s)")
    ap.add_argument("--kinds", help="comma-separated mutation kinds: " + ",".join(mutgen.KINDS))
    ap.add_argument("--ids", help="comma-separated mutant ids or keys to run (e.g. from --list)")
    ap.add_argument("--list", action="store_true", help="print the mutants and exit")
    ap.add_argument("--sims", help="comma-separated globs: rebuild and test only these sims")
    ap.add_argument("--tests", help="comma-separated globs on test names")
    ap.add_argument("--max-seeds", type=int, default=3, metavar="N",
                    help="seeds per test at most (fixed seeds first; default: %(default)s)")
    ap.add_argument("--jobs", "-j", type=int, default=1, help="mutants in parallel (default: 1)")
    ap.add_argument("--launcher", choices=("local", "slurm"), default="local")
    ap.add_argument("--slurm-opt", action="append", default=[], metavar="OPT")
    ap.add_argument("--test-timeout", type=float, default=60.0, metavar="S",
                    help="wall limit of one test run of a mutant, at most the test's timeout_s "
                         "(default: %(default)s)")
    ap.add_argument("--build-timeout", type=float, default=900.0, metavar="S")
    ap.add_argument("--out", metavar="DIR", help="output folder (default: out/mutate/<timestamp>)")
    ap.add_argument("--no-trends", action="store_true", help="do not record in trends.sqlite")
    ap.add_argument("--trends-db", metavar="FILE", help="default: out/nightly/trends.sqlite")
    ap.add_argument("--keep-scratch", action="store_true",
                    help="keep a run's own scratch builds (when out/mutate/scratch was busy)")
    ap.add_argument("--no-schema", action="store_true",
                    help="build every mutant on its own (no mutant schemata)")
    ap.add_argument("--no-confirm", action="store_true",
                    help="keep a schema survivor as SURVIVED without its own build (faster; it "
                         "may be a mutant that changes no model)")
    ap.add_argument("--no-baseline", action="store_true",
                    help="skip the check that every selected test passes on the unmutated sims")
    return ap


def generate(args) -> list[mutgen.Mutant]:
    files = rtl_files(args.files)
    muts = []
    for f in files:
        muts += mutgen.mutants_of_file(f, ROOT)
    kinds = [k.strip() for k in args.kinds.split(",")] if args.kinds else None
    if kinds:
        bad = [k for k in kinds if k not in mutgen.KINDS]
        if bad:
            raise SystemExit(f"mutate: unknown kind(s) {bad}; known: {', '.join(mutgen.KINDS)}")
    if args.ids:
        want = {x.strip() for x in args.ids.split(",")}
        muts = [m for m in muts if m.id in want or m.key in want]
    return mutgen.select(muts, args.max, args.seed, kinds)


def diff_of(m: mutgen.Mutant) -> str:
    text = (ROOT / m.file).read_text()
    new = m.apply(text)
    return "".join(difflib.unified_diff(text.splitlines(True), new.splitlines(True),
                                        f"a/{m.file}", f"b/{m.file}", n=2))


def main(argv: list[str], dv_args=None) -> int:
    args = parser().parse_args(argv)
    global COMPILE_JOBS
    COMPILE_JOBS = max(1, args.jobs)
    muts = generate(args)
    equiv = load_equivalent()
    if args.list:
        for m in muts:
            tag = " [equivalent]" if m.key in equiv else ""
            print(f"{m.id:48} {m.key:14} {m.new_line.strip()[:100]}{tag}")
        print(f"{len(muts)} mutants", file=sys.stderr)
        return 0
    if not muts:
        log("no mutants")
        return 2
    preset = getattr(dv_args, "preset", "default") if dv_args else "default"
    build_dir = ROOT / "build" / preset
    tests_dir = getattr(dv_args, "tests_dir", None) if dv_args else None
    sim_globs = [g.strip() for g in args.sims.split(",")] if args.sims else None
    test_globs = [g.strip() for g in args.tests.split(",")] if args.tests else None
    by_sim = tests_by_sim(tests_dir, sim_globs, test_globs)
    if dv_args is not None and not dv_args.no_build:
        import dv
        dv.build(preset, sorted(by_sim))
    if not (build_dir / "build.ninja").exists():
        raise SystemExit(f"mutate: no build in {build_dir} (run ./dv build)")
    t0 = time.monotonic()
    models = load_graph(build_dir)
    log(f"{len(models)} Verilated models in the build; {len(muts)} mutants of "
        f"{len({m.file for m in muts})} file(s)")

    started = time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime())
    base = ROOT / "out" / "mutate"
    out = Path(args.out).resolve() if args.out else base / started.replace(":", "")
    out.mkdir(parents=True, exist_ok=True)
    if not args.out:
        latest = base / "latest"
        if latest.is_symlink() or latest.exists():
            latest.unlink()
        latest.symlink_to(out.name)

    # the seed plan per sim; the baseline: each planned (test, seed) on the unmutated sims
    plan = {sim: seed_plan(ts, args.max_seeds) for sim, ts in by_sim.items()}
    baseline_failed = []
    if not args.no_baseline:
        needed = {sim for m in muts for mod in models if str((ROOT / m.file).resolve()) in mod.sources
                  for sim in (Path(s).name for s in mod.sims) if sim in plan}
        for sim in sorted(needed):
            keep = []
            for t, s in plan[sim]:
                rdir = out / "baseline" / f"{t.name}.{s}"
                r = simrun.run(simrun.sim_command(build_dir / "bin" / sim, t.uvm_test, s, rdir,
                                                  t.plusargs), rdir, t.timeout_s)
                if r.passed:
                    keep.append((t, s))
                else:
                    baseline_failed.append(f"{t.name}.{s}: {r.status} {r.signature}")
            plan[sim] = keep
        if baseline_failed:
            log("these runs fail on the unmutated RTL and are left out: " + "; ".join(baseline_failed))
        shutil.rmtree(out / "baseline", ignore_errors=True)
    plan_json = {sim: [({"name": t.name, "sim": t.sim, "uvm_test": t.uvm_test,
                         "plusargs": t.plusargs, "timeout_s": t.timeout_s}, s) for t, s in ps]
                 for sim, ps in plan.items()}

    # Scratch builds: out/mutate/scratch/ is reused from run to run (the same paths, so ccache
    # hits for every generated file a mutant does not change), unless another ./dv mutate
    # holds it; then a folder of this run.
    import fcntl
    scratch_root = (out.parent if args.out else base) / "scratch"
    scratch_root.mkdir(parents=True, exist_ok=True)
    lock = open(scratch_root / ".lock", "w")
    try:
        fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        scratch_root = out / "scratch"
    tasks, results = [], []
    for i, m in enumerate(muts):
        d = {"mutant": {**m.to_json(), "start": m.start, "end": m.end, "repl": m.repl, "orig": m.orig},
             "out_dir": str(out / "mutants" / f"{i:04d}"), "diff": diff_of(m)}
        if m.key in equiv:
            results.append({"id": m.id, "key": m.key, "file": m.file, "line": m.line, "kind": m.kind,
                            "orig_line": m.orig_line, "new_line": m.new_line, "status": "EQUIVALENT",
                            "reason": equiv[m.key].get("reason"), "killed_by": None, "tests_run": [],
                            "models": [], "error": None, "diff": d["diff"], "wall_s": 0.0})
            continue
        src = str((ROOT / m.file).resolve())
        mods = sorted((mod for mod in models if src in mod.sources
                       and any(plan.get(Path(x).name) for x in mod.sims)), key=lambda x: x.cost)
        d.update({"models": [mod.to_json() for mod in mods], "plan": plan_json,
                  "build_dir": str(build_dir), "scratch": str(scratch_root),
                  "test_timeout_s": args.test_timeout, "build_timeout_s": args.build_timeout,
                  "id": m.id, "test": m.id, "seed": 0,
                  "timeout_s": mutant_time_bound(mods, plan, args.build_timeout, args.test_timeout),
                  "expect": "pass", "repro": f"./dv mutate --ids {m.key}",
                  "confirm_survivors": not args.no_confirm})
        d["_models"] = mods
        tasks.append(d)
    import nightly
    stop = threading.Event()
    prog = nightly.Progress(len(tasks), args.jobs, quiet=False)
    prog_update = prog.update

    def update(d):
        prog_update(d)
        log(f"{d['id']}: {d['status']}"
            + (f" by {d['killed_by']['test']} seed {d['killed_by']['seed']} "
               f"[{d['killed_by']['error_id'] or d['killed_by']['status']}]" if d.get("killed_by") else "")
            + (f" ({d['error']})" if d.get("error") else "") + f", {d['wall_s']:.0f} s")
    prog.update = update
    prog.quiet = True  # one line per mutant instead of the nightly's bar
    log(f"{len(tasks)} mutants to test ({len(results)} equivalent), {args.jobs} job(s), "
        f"{args.launcher} launcher, " + ("each built on its own" if args.no_schema else
                                         "mutant schemata") + f" -> {out}")
    p = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True,
                       text=True)
    schema_info: dict = {}
    summary: dict = {}

    def write_summary(final: bool) -> None:
        """summary.json (and the reports) after every file, so that a long run that is stopped
        still leaves every finished file's results."""
        rs = sorted(results, key=lambda r: order.get(r["id"], 0))
        summary.update({
            "started": started, "out_dir": str(out), "wall_s": time.monotonic() - t0,
            "command": "./dv mutate " + shlex.join(argv) if argv else "./dv mutate",
            "seed": args.seed, "files": sorted({m.file for m in muts}), "launcher": args.launcher,
            "jobs": args.jobs, "git_rev": p.stdout.strip() or None, "interrupted": interrupted,
            "complete": final and not interrupted,
            "baseline_failed": baseline_failed, "planned": len(muts), "done": len(rs),
            "schema": schema_info, "stats": summarise(rs)})
        (out / "summary.json").write_text(json.dumps({"summary": summary, "mutants": rs}, indent=1))
        write_junit(out / "results.xml", rs, summary["wall_s"])
        write_html(out / "report.html", summary, rs)

    order = {m.id: i for i, m in enumerate(muts)}
    by_file: dict[str, list[dict]] = {}
    for d in tasks:
        by_file.setdefault(d["mutant"]["file"], []).append(d)
    interrupted = False
    broken = None
    # file by file: the schema models of a file, then its mutants
    for k, (rel, group) in enumerate(by_file.items()):
        if stop.is_set():
            break
        try:
            if not args.no_schema:
                group, lint_results, info = plan_schemata(group, muts, plan, scratch_root,
                                                          build_dir, args, out)
                schema_info.update(info)
                results += lint_results
                for r in lint_results:
                    update(r)
            for d in group:
                d.pop("_models", None)
            if args.launcher == "local":
                done = nightly.run_local(group, args.jobs, stop, prog, fn=run_mutant)
            else:
                (out / "slurm").mkdir(exist_ok=True)
                done = nightly.run_slurm(group, args.jobs, stop, prog, out, args.slurm_opt,
                                         script=HERE / "mutate.py", job_name="collnet-mutate",
                                         manifest_name=f"mutants_{k}.json")
        except SchemaBroken as e:
            broken = str(e)
            log(f"ERROR: {e}")
            break
        except KeyboardInterrupt:
            interrupted = True
            break
        for d in done:  # a Slurm task that left no result
            if d.get("status") not in STATUSES:
                d.update(status="ERROR", error=d.get("why"), tests_run=d.get("tests_run", []),
                         killed_by=None, diff=next((t["diff"] for t in group if t["id"] == d["id"]), ""),
                         file=rel, new_line="", key="", kind="", line=0)
        results += done
        if stop.is_set():
            interrupted = True
            break
        write_summary(False)
    interrupted = interrupted or stop.is_set()
    if broken:
        write_summary(False)
        return 3
    results.sort(key=lambda r: order.get(r["id"], 0))
    wall = time.monotonic() - t0
    if scratch_root == out / "scratch" and not args.keep_scratch:
        shutil.rmtree(scratch_root, ignore_errors=True)
    lock.close()

    write_summary(True)
    if not args.no_trends and not interrupted:
        db = Path(args.trends_db) if args.trends_db else ROOT / "out" / "nightly" / "trends.sqlite"
        db.parent.mkdir(parents=True, exist_ok=True)
        record_trend(db, summary)
    c = summary["stats"]["counts"]
    print(f"mutate: score {_pct(c['score'])}: {c['KILLED']} killed, {c['TIMEOUT']} timeout, "
          f"{c['SURVIVED']} survived, {c['INVALID']} invalid, {c['UNCHANGED']} unchanged, "
          f"{c['EQUIVALENT']} equivalent, "
          f"{c['NO_TESTS']} without tests, {c['ERROR']} errors; {wall:.0f} s "
          f"({summary['stats']['mean_s_per_mutant']:.1f} s per mutant); report: {out / 'report.html'}",
          file=sys.stderr)
    for b, cc in summary["stats"]["by_block"].items():
        print(f"  {b:20} {_pct(cc['score']):>8}  ({cc['KILLED'] + cc['TIMEOUT']}/"
              f"{cc['KILLED'] + cc['TIMEOUT'] + cc['SURVIVED']})", file=sys.stderr)
    bp = summary["stats"]["by_path"]
    print(f"  judged in a schema model: {bp['schema']}, built on their own: {bp['build']}, "
          f"INVALID by their own lint: {bp['lint']}", file=sys.stderr)
    if interrupted:
        return 130
    return 1 if c["ERROR"] else 0


def task_main(argv: list[str]) -> int:
    """A Slurm array task: `mutate.py MANIFEST --array` runs entry $SLURM_ARRAY_TASK_ID."""
    manifest = json.loads(Path(argv[0]).read_text())
    idx = int(os.environ["SLURM_ARRAY_TASK_ID"]) if argv[1] == "--array" else int(argv[1])
    d = run_mutant(manifest["runs"][idx])
    print(f"{d['id']}: {d['status']}")
    return 0


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1].endswith(".json"):
        sys.exit(task_main(sys.argv[1:]))
    sys.exit(main(sys.argv[1:]))
