"""The build side of `./dv mutate`: the Verilated models of a build (their Verilator commands,
sources, libraries and the sims that link them, read from the build itself), and rebuilding one
model with a changed RTL file into a scratch folder (re-Verilate, compile with the build's own
commands, a scratch library, relinked sims; the sim objects that read the model through its
headers recompiled). Nothing in the user's build is written.

Python 3.11 stdlib only.
"""

from __future__ import annotations

import concurrent.futures as cf
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

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


def _in_nested_build(path: Path, build_dir: Path) -> bool:
    """Is `path` inside another CMake build tree below `build_dir` (a folder with its own
    CMakeCache.txt)? Its models are not the ones this build links."""
    for d in path.parents:
        if d == build_dir:
            return False
        if (d / "CMakeCache.txt").exists():
            return True
    return False


def load_graph(build_dir: Path) -> list[Model]:
    """Every Verilated model of the build with its library and the sims that contain it."""
    models = []
    for dat in sorted(build_dir.rglob("*__verFiles.dat")):
        if "out" in dat.relative_to(build_dir).parts:  # run outputs (e.g. mutate's scratch)
            continue
        if _in_nested_build(dat, build_dir):  # e.g. presets.check's builds of other presets
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



# ---- rebuilding one model with a changed RTL file ----------------------------------------------

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
    # The build's plain models are rewritten after Verilator (cmake/collnet_rtl.cmake: the
    # rising-edge ico skip of collnet_ico_once.py); the mutant's output gets the same rewrite,
    # so that an output the mutation did not change compares equal below and a mutant runs as
    # the model it replaces.
    rc, out = _run([sys.executable, str(ROOT / "cmake" / "collnet_ico_once.py"), str(mdir)],
                   build_dir, timeout, log_file)
    if rc != 0:
        return "ERROR", {**info, "error": f"collnet_ico_once.py failed: {out.strip()[-300:]}"}
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
            cmds.append(swap_dir(tcmd.replace(tsrc, f).replace(tobj, str(obj)), model.mdir, mdir))
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
            changed = changed_since_build(build_dir, [obj], limit=1)
            if changed:  # recompiling it from newer sources would not match the build's rest
                return "ERROR", {**info, "error": f"the source tree changed after the build "
                                                  f"({changed[0]}): build again and rerun"}
            new_obj = scratch / "objx" / model.mdir.name / Path(exe).name / Path(obj).name
            new_obj.parent.mkdir(parents=True, exist_ok=True)
            ccmd = swap_dir(ninja_command(build_dir, obj), model.mdir, mdir)
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
    _fill_deps(build_dir, list(objs))
    out = {}
    for o, lib in objs.items():
        hdrs = model_headers(_DEPS_CACHE.get(o, []), build_dir, model.mdir)
        if hdrs:
            out[o] = (lib, hdrs)
    return out


def _fill_deps(build_dir: Path, objs: list[str]) -> None:
    """Reads ninja's dependency log of the objects not read yet into _DEPS_CACHE."""
    need = [o for o in objs if o not in _DEPS_CACHE]
    if not need:
        return
    p = subprocess.run(["ninja", "-C", str(build_dir), "-t", "deps", *need],
                       capture_output=True, text=True)
    cur = None
    for line in p.stdout.splitlines():
        if line and not line.startswith(" ") and ":" in line:
            cur = line.split(":")[0]
            _DEPS_CACHE[cur] = []
        elif cur and line.strip():
            _DEPS_CACHE[cur].append(line.strip())


def changed_since_build(build_dir: Path, objs: list[str], limit: int = 5) -> list[str]:
    """The objects of the build whose sources or headers (ninja's dependency log) are newer
    than the object: the source tree changed after the build (an edit or a merge, or a run
    with --no-build). A sim that mutate relinks from such a build mixes the build's old objects
    with objects it recompiles from the new sources (e.g. a harness header that now needs a
    symbol the build's old runtime library lacks: an undefined symbol at the relink, every
    mutant ERROR). Returns up to `limit` lines "<dependency> is newer than <object>"."""
    _fill_deps(build_dir, objs)
    mtime: dict[str, int] = {}

    def mt(path: Path) -> int:
        k = str(path)
        if k not in mtime:
            try:
                mtime[k] = path.stat().st_mtime_ns
            except OSError:
                mtime[k] = -1
        return mtime[k]

    out = []
    for o in objs:
        t_obj = mt(build_dir / o)
        if t_obj < 0:
            out.append(f"{o} is not built")
        else:
            for d in _DEPS_CACHE.get(o, []):
                if mt(build_dir / d) > t_obj:
                    out.append(f"{os.path.normpath(build_dir / d)} is newer than {o}")
                    break
        if len(out) >= limit:
            break
    return out


def sim_objects(build_dir: Path, exe: str) -> list[str]:
    """Every object linked into the executable `exe` (bin/<sim>): its own and those of the
    static libraries of the build it links."""
    edges = _EDGES.setdefault(str(build_dir), _ninja_edges(build_dir))
    ins = edges.get(exe, ("", []))[1]
    objs = [i for i in ins if i.endswith(".o")]
    for lib in ins:
        if lib.endswith(".a") and lib in edges:
            objs += [o for o in edges[lib][1] if o.endswith(".o")]
    return objs


def swap_dir(cmd: str, old: Path, new: Path) -> str:
    """cmd with the folder `old` replaced by `new` where it is a whole path component (the Mdir
    of cu_unit_small is a prefix of cu_unit_small_bugs's: that -I must stay)."""
    return re.sub(re.escape(str(old)) + r"(?=[/\s'\"]|$)", lambda _m: str(new), cmd)


def model_headers(deps: list[str], build_dir: Path, mdir: Path) -> list[str]:
    """The dependencies (from ninja's log) that are files of the model's Mdir, relative to the
    build folder. A dependency is recorded as the compiler wrote it: relative to the build folder
    (ccache with base_dir rewrites paths so), or absolute (no ccache, or ccache without base_dir):
    both must be recognised, or a sim object reading the model through its root header (a back
    door, probes) keeps the original model's layout in a mutant's sim."""
    rel = os.path.relpath(mdir, build_dir)
    out = []
    for d in deps:
        r = os.path.normpath(os.path.relpath(d, build_dir) if os.path.isabs(d) else d)
        if r.startswith(rel + os.sep):
            out.append(r)
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
