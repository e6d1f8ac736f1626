"""Mutant schemata for `./dv mutate`: one mutated copy of an RTL file that holds many mutants,
each behind a run-time select, so that one build of a model serves all of them.

The select is a per-module `int collnet_mut` (per package: a package variable) set once from the
plusarg `+mutant=N`; 0 (or no plusarg) is the original design. Each mutant sits in the smallest
*region* around it where a run-time choice is legal:

- an expression region (the right-hand side of a continuous or procedural assignment, the
  condition of a procedural `if`, the expression of a `case`, a `return` value) becomes
  `((collnet_mut == 3) ? (<region with mutant 3>) : (collnet_mut == 7) ? (...) : (<region>))`;
- a statement region (a procedural assignment whose left side is mutated, a whole `case` for a
  label or a swap of two arms, an `if`/loop statement) becomes
  `if (collnet_mut == 3) begin <statement with mutant 3> end else ... begin <statement> end`.

Regions nest (the original branch of a `case` region holds the guarded regions inside it).
A mutant outside every region (a parameter, a width, a generate condition, an instance's port
connection, a declaration) cannot be guarded: the caller builds it on its own as before.
Python 3.11 stdlib only.
"""

from __future__ import annotations

import dataclasses
import re

import mutgen

SELECT = "collnet_mut"
PROC_KW = {"always", "always_comb", "always_ff", "always_latch", "initial", "final"}
CASE_KW = {"case", "casez", "casex"}


class ParseError(Exception):
    pass


@dataclasses.dataclass
class Region:
    start: int          # text offsets
    end: int
    kind: str           # "expr" | "stmt"
    scope: int          # index of the enclosing module/package in Schema.scopes
    mutants: list = dataclasses.field(default_factory=list)  # (guard number, Mutant)
    children: list = dataclasses.field(default_factory=list)


@dataclasses.dataclass
class Scope:
    kind: str           # "module" | "package"
    insert_at: int      # text offset where the select's declaration goes
    used: bool = False


class _Parser:
    """Finds the regions of one file (a light structural scan, not a full SV parser)."""

    def __init__(self, text: str):
        self.text = text
        toks = mutgen.tokenize(text)
        # significant tokens without compiler directives and the rest of their line
        keep, skip_line = [], False
        for t in toks:
            if t.kind == "directive":
                skip_line = True
                continue
            if skip_line:
                if "\n" in t.text:
                    skip_line = False
                continue
            if t.kind in ("ws", "comment", "other"):
                continue
            keep.append(t)
        self.s = keep
        self.n = len(keep)
        self.regions: list[Region] = []
        self.scopes: list[Scope] = []
        self.scope = -1
        self.functions: dict[str, tuple[int, int]] = {}  # name -> text span of its body

    def tx(self, i: int) -> str:
        if i >= self.n:
            raise ParseError("unexpected end of file")
        return self.s[i].text

    def match(self, i: int) -> int:
        """Index of the closer of the opener at i."""
        depth = 0
        for j in range(i, self.n):
            t = self.s[j].text
            if t in "([{" and len(t) == 1:
                depth += 1
            elif t in ")]}" and len(t) == 1:
                depth -= 1
                if depth == 0:
                    return j
        raise ParseError(f"unbalanced {self.s[i].text} at offset {self.s[i].start}")

    def semi(self, i: int) -> int:
        depth = 0
        for j in range(i, self.n):
            t = self.s[j].text
            if t in ("(", "[", "{"):
                depth += 1
            elif t in (")", "]", "}"):
                depth -= 1
            elif t == ";" and depth == 0:
                return j
            elif depth == 0 and t in ("end", "endcase", "endfunction", "endtask", "endmodule"):
                break
        raise ParseError(f"no `;` after offset {self.s[i].start}")

    def add(self, kind: str, a: int, b: int) -> None:
        """Region over tokens a..b (inclusive)."""
        if a <= b and self.scope >= 0:
            self.regions.append(Region(self.s[a].start, self.s[b].end, kind, self.scope))

    def run(self) -> None:
        i = 0
        while i < self.n:
            t = self.s[i].text
            if t in ("module", "interface", "program"):
                j = self._header_end(i)
                self.scopes.append(Scope("module", self.s[j].end))
                self.scope = len(self.scopes) - 1
                i = j + 1
            elif t == "package":
                j = self.semi(i)
                self.scopes.append(Scope("package", self.s[j].end))
                self.scope = len(self.scopes) - 1
                i = j + 1
            elif t in ("endmodule", "endinterface", "endprogram", "endpackage"):
                self.scope = -1
                i += 1
            elif t in PROC_KW:
                i = self._event(i + 1)
                i = self.stmt(i)
            elif t in ("function", "task"):
                i = self._subprogram(i)
            elif t == "assign":
                e = self.semi(i)
                eq = self._assign_op(i + 1, e, ("=",))
                if eq is not None:
                    self.add("expr", eq + 1, e - 1)
                i = e + 1
            elif t in ("property", "sequence", "covergroup") and (
                    i == 0 or self.s[i - 1].text not in ("assert", "assume", "cover", "restrict",
                                                         "expect")):
                end = {"property": "endproperty", "sequence": "endsequence",
                       "covergroup": "endgroup"}[t]
                while i < self.n and self.s[i].text != end:
                    i += 1
                i += 1
            else:
                i += 1

    def _header_end(self, i: int) -> int:
        j = i + 2
        while self.tx(j) == "import":
            j = self.semi(j) + 1
        if self.tx(j) == "#":
            j = self.match(j + 1) + 1
        if self.tx(j) == "(":
            j = self.match(j) + 1
        if self.tx(j) != ";":
            raise ParseError(f"module header at offset {self.s[i].start}")
        return j

    def _event(self, i: int) -> int:
        """Skip `@(...)`, `@*`, `@ident`, `#delay` before a statement."""
        while i < self.n and self.s[i].text in ("@", "#"):
            if self.tx(i + 1) == "(":
                i = self.match(i + 1) + 1
            else:
                i += 2
        return i

    def _assign_op(self, a: int, b: int, ops) -> int | None:
        depth = 0
        for j in range(a, b):
            t = self.s[j].text
            if t in ("(", "[", "{"):
                depth += 1
            elif t in (")", "]", "}"):
                depth -= 1
            elif depth == 0 and t in ops:
                return j
        return None

    def _subprogram(self, i: int) -> int:
        end = "endfunction" if self.s[i].text == "function" else "endtask"
        h = self.semi(i)
        paren = next((k for k in range(i, h) if self.s[k].text == "("), h)
        name = self.s[paren - 1].text
        j = h + 1
        while self.tx(j) != end:
            j = self.stmt(j)
        self.functions[name.split("::")[-1]] = (self.s[i].start, self.s[j].end)
        j += 1
        if j < self.n and self.s[j].text == ":":
            j += 2
        return j

    def stmt(self, i: int) -> int:
        """Parse one procedural statement at i; record its regions; return the index after it."""
        start = i
        t = self.tx(i)
        if t == "begin":
            i += 1
            if self.tx(i) == ":":
                i += 2
            while self.tx(i) != "end":
                i = self.stmt(i)
            i += 1
            if i < self.n and self.s[i].text == ":":
                i += 2
            return i
        if t in ("unique", "unique0", "priority"):
            i += 1
            t = self.tx(i)
        if t == "if":
            c = self.match(i + 1)
            self.add("expr", i + 2, c - 1)
            j = self.stmt(c + 1)
            if j < self.n and self.s[j].text == "else":
                j = self.stmt(j + 1)
            self.add("stmt", start, j - 1)
            return j
        if t in CASE_KW:
            c = self.match(i + 1)
            self.add("expr", i + 2, c - 1)
            j = c + 1
            if self.tx(j) == "inside":
                j += 1
            while self.tx(j) != "endcase":
                if self.tx(j) == "default":
                    j += 1
                    if self.tx(j) == ":":
                        j += 1
                else:
                    depth = 0
                    while True:
                        x = self.tx(j)
                        if x in ("(", "[", "{"):
                            depth += 1
                        elif x in (")", "]", "}"):
                            depth -= 1
                        elif x == ":" and depth == 0:
                            break
                        j += 1
                    j += 1
                j = self.stmt(j)
            self.add("stmt", start, j)
            return j + 1
        if t in ("for", "while", "repeat", "foreach"):
            c = self.match(i + 1)
            j = self.stmt(c + 1)
            self.add("stmt", start, j - 1)
            return j
        if t == "forever":
            return self.stmt(i + 1)
        if t in ("@", "#"):
            return self.stmt(self._event(i))
        if t == ";":
            return i + 1
        if t == "return":
            e = self.semi(i)
            self.add("expr", i + 1, e - 1)
            return e + 1
        if t == "do":
            raise ParseError("do-while")
        # a simple statement: assignment, call, declaration
        e = self.semi(i)
        eq = self._assign_op(i, e, ("=", "<="))
        if eq is not None and eq > i:
            self.add("expr", eq + 1, e - 1)
        self.add("stmt", start, e)
        return e + 1


@dataclasses.dataclass
class Schema:
    text: str                      # the schema file
    placed: dict                   # mutant id -> guard number
    unguarded: list                # mutants outside every region (build them separately)
    line_tags: dict                # schema line (1-based) -> set of tags: ("alt", id) / ("region", n)
    region_of: dict                # mutant id -> region number
    region_ids: dict               # region number -> [mutant ids]
    function_ids: dict             # function name -> [mutant ids in its body]


def _decl(scope: Scope) -> str:
    if scope.kind == "module":
        return (f"\n  int {SELECT};  // mutant schema: +mutant=N selects mutant N, 0 the design\n"
                f"  initial begin\n"
                f"    if (!$value$plusargs(\"mutant=%d\", {SELECT})) {SELECT} = 0;\n"
                f"  end\n")
    return (f"\n  function automatic int {SELECT}_get();  // mutant schema: +mutant=N\n"
            f"    int v;\n"
            f"    if (!$value$plusargs(\"mutant=%d\", v)) v = 0;\n"
            f"    return v;\n"
            f"  endfunction\n"
            f"  int {SELECT} = {SELECT}_get();\n")


def _mark_used(r: Region, scopes: list) -> None:
    scopes[r.scope].used = True
    for c in r.children:
        _mark_used(c, scopes)


def build(text: str, mutants: list, numbers: dict | None = None) -> Schema:
    """The schema of one file holding `mutants` (mutgen.Mutant of this text). numbers: mutant
    id -> guard number (default 1..n in order). Raises ParseError when the file's structure is
    beyond the light parser (then every mutant is built on its own)."""
    p = _Parser(text)
    p.run()
    numbers = numbers or {m.key: k + 1 for k, m in enumerate(mutants)}
    # the smallest region around each mutant
    regs = sorted(p.regions, key=lambda r: (r.end - r.start))
    unguarded = []
    for m in mutants:
        r = next((r for r in regs if r.start <= m.start and m.end <= r.end), None)
        if r is None:
            unguarded.append(m)
        else:
            r.mutants.append((numbers[m.key], m))
    used = sorted({id(r): r for r in regs if r.mutants}.values(), key=lambda r: (r.start, -r.end))
    # regions must nest or be disjoint (the parser's regions do; this only guards against a
    # surprise): a region that overlaps another partially loses its mutants to separate builds
    top: list[Region] = []
    stack: list[Region] = []
    for r in used:
        while stack and stack[-1].end <= r.start:
            stack.pop()
        if stack and r.end > stack[-1].end:
            unguarded += [m for _, m in r.mutants]
            continue
        (stack[-1].children if stack else top).append(r)
        stack.append(r)
    chunks: list[tuple[str, tuple | None]] = []
    region_no: dict[int, int] = {}

    def emit(s: str, tag=None):
        chunks.append((s, tag))

    def render(s: int, e: int, children: list[Region], tag) -> None:
        pos = s
        for r in children:
            emit(text[pos:r.start], tag)
            render_region(r)
            pos = r.end
        emit(text[pos:e], tag)

    def render_region(r: Region) -> None:
        rn = region_no.setdefault(id(r), len(region_no) + 1)
        rtag = ("region", rn)
        for num, m in r.mutants:
            alt = text[r.start:m.start] + m.repl + text[m.end:r.end]
            if r.kind == "expr":
                emit(f"(({SELECT} == {num}) ? (\n" if r.mutants[0][0] == num
                     else f") : ({SELECT} == {num}) ? (\n", rtag)
            else:
                emit(f"if ({SELECT} == {num}) begin\n" if r.mutants[0][0] == num
                     else f"\nend else if ({SELECT} == {num}) begin\n", rtag)
            emit(alt, ("alt", m.key))
        emit("\n) : (\n" if r.kind == "expr" else "\nend else begin\n", rtag)
        render(r.start, r.end, r.children, rtag)
        emit("\n))" if r.kind == "expr" else "\nend", rtag)

    # the select's declaration right after each used scope's header (which precedes all of
    # the scope's regions), then the text with its regions
    for r in top:
        _mark_used(r, p.scopes)
    inserts = sorted((sc.insert_at, k) for k, sc in enumerate(p.scopes))
    bounds = [0] + [at for at, _ in inserts] + [len(text)]
    k_of = {at: k for at, k in inserts}
    for a, b in zip(bounds, bounds[1:]):
        if a in k_of and p.scopes[k_of[a]].used:
            emit(_decl(p.scopes[k_of[a]]), ("decl", k_of[a]))
        render(a, b, [r for r in top if a <= r.start and r.end <= b], None)
    out = "".join(c for c, _ in chunks)
    line_tags: dict[int, set] = {}
    line = 1
    for c, tag in chunks:
        n_nl = c.count("\n")
        if tag is not None:
            # a chunk's tag covers the lines it has text on
            first = line + (1 if c.startswith("\n") else 0)
            last = line + n_nl - (1 if c.endswith("\n") else 0)
            for ln in range(first, max(first, last) + 1):
                line_tags.setdefault(ln, set()).add(tag)
        line += n_nl
    by_key = {m.key: m for m in mutants}
    placed, region_of, region_ids = {}, {}, {}
    for r in used:
        if id(r) not in region_no:
            continue
        rn = region_no[id(r)]
        for num, m in r.mutants:
            placed[m.key] = num
            region_of[m.key] = rn
            region_ids.setdefault(rn, []).append(m.key)
    function_ids = {name: [k for k in placed if a <= by_key[k].start < b]
                    for name, (a, b) in p.functions.items()}
    return Schema(out, placed, unguarded, line_tags, region_of, region_ids, function_ids)


_MSG_RE = re.compile(r"^%(Error|Warning-\w+)(?:-\w+)?: ([^:\s]+):(\d+):")
_FUNC_RE = re.compile(r"FUNCREF '(\w+)'")


def blame(schema: Schema, out: str, schema_path: str) -> tuple[set, bool]:
    """Mutant ids that Verilator's messages on the schema file blame (an alternative: that
    mutant; a region's own lines: all of its mutants; a function of the file that another
    file needs as a constant: every mutant in its body), and whether some message could not be
    blamed on any mutant."""
    ids, unblamed = set(), False
    for ln in out.splitlines():
        m = _MSG_RE.match(ln)
        if not m:
            continue
        kind, path, line = m.group(1), m.group(2), int(m.group(3))
        if kind.startswith("Warning-UNUSED"):
            continue
        f = _FUNC_RE.search(ln)
        if f and schema.function_ids.get(f.group(1)):
            ids |= set(schema.function_ids[f.group(1)])
            continue
        if path != schema_path:
            unblamed = True
            continue
        tags = schema.line_tags.get(line, set())
        alts = {t[1] for t in tags if t[0] == "alt"}
        regs = {t[1] for t in tags if t[0] == "region"}
        if alts:
            ids |= alts
        elif regs:
            for rn in regs:
                ids |= set(schema.region_ids.get(rn, []))
        else:
            unblamed = True
    return ids, unblamed


_NUM = r"(0x[0-9a-fA-F]+|\d+)U?L*"
_VAR = r"[\w>.\-]*" + SELECT + r"\b"
# `==`, or `!=` where Verilator folded `(sel == N) ? 1'b0 : 1'b1` into `N != sel`
_GUARD_RES = [re.compile(r"\b" + _NUM + r"\s*[!=]=\s*" + _VAR),
              re.compile(_VAR + r"\s*[!=]=\s*" + _NUM + r"\b")]


def guards_in(cpp_texts) -> set[int]:
    """Guard numbers still compared against the select in Verilator's generated C++ (a mutant
    whose guard is gone was in code this model does not have, or its edit changed nothing)."""
    found = set()
    for text in cpp_texts:
        if SELECT not in text:
            continue
        flat = re.sub(r"\s+", " ", text)
        for rx in _GUARD_RES:
            for m in rx.finditer(flat):
                found.add(int(m.group(1), 0))
    return found
