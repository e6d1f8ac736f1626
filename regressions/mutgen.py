"""Mutant generation for `./dv mutate`: small, realistic one-token edits of SystemVerilog source.

A light tokenizer (not a full SV parser) splits a file into tokens, marks the regions where a
mutation is meaningless or would only test the tool (comments, strings, compiler directives,
branches of `ifdef` that are on only with a bug define, assertions and assumptions with their
action blocks, property/sequence blocks, generate blocks labelled `gen_sva` or `gen_*_sva` (the
assertion-only blocks of the house style: their helper logic feeds nothing but assertions), module headers with their parameter and port lists,
parameter/localparam/typedef/net declarations, `for` loop headers, sensitivity lists, cast
widths), and generates mutants of the remaining tokens:

| kind     | edit                                                                   |
|----------|------------------------------------------------------------------------|
| rel      | `==`<->`!=`, `<`->`<=`, `<=`->`<` (inside parentheses), `>`->`>=`, `>=`->`>` |
| arith    | binary `+`<->`-`                                                       |
| const    | a literal off by one (`3`->`2`/`4`, `4'd3`->`4'd2`/`4'd4`, `1'b1`<->`1'b0`) |
| index    | `x[i]` -> `x[i + 1'b1]` / `x[i - 1'b1]` for a plain identifier index   |
| cond     | `if (c)` -> `if (!(c))`, `c ? a : b` -> `!(c) ? a : b`, `!x`/`~x` -> `x` |
| stuck    | an enable-like net (`*_en`, valid, ready, push, pop, write, req, ...) tied to `'0` / `'1` |
| drop     | one term of a `|`, `||`, `&` or `&&` chain removed                      |
| case     | the bodies of two adjacent `case` arms swapped                          |

Every mutant has a stable `key` (a hash of the file, the kind and the original and mutated text
of the line), so regressions/mutants/equivalent.yaml survives edits elsewhere in the file.
Python 3.11 stdlib only.
"""

from __future__ import annotations

import dataclasses
import hashlib
import random
import re
from pathlib import Path

KINDS = ("rel", "arith", "const", "index", "cond", "stuck", "drop", "case")

_TOKEN_RE = re.compile(r"""
    (?P<ws>\s+)
  | (?P<lcomment>//[^\n]*)
  | (?P<bcomment>/\*.*?\*/)
  | (?P<string>"(?:\\.|[^"\\])*")
  | (?P<directive>`[A-Za-z_]\w*)
  | (?P<number>(?:\d[\d_]*)?\s*'[sS]?[bBoOdDhH]\s*[0-9a-fA-FxXzZ?_]+|'[01xXzZ]|\d[\d_]*(?:\.\d+)?)
  | (?P<ident>[A-Za-z_$][\w$]*(?:::[A-Za-z_]\w*)*)
  | (?P<op><<<|>>>|===|!==|\|->|\|=>|<->|->|::|\+:|-:|<<|>>|<=|>=|==|!=|&&|\|\||~&|~\||~\^|\^~|\+\+|--|\+=|-=|[-+*/%<>=!~&|^?:;,.#@()\[\]{}'])
  | (?P<other>.)
""", re.S | re.X)

BINARY_PREC = {"||": 1, "&&": 2, "|": 3, "^": 4, "~^": 4, "^~": 4, "&": 5,
               "==": 6, "!=": 6, "===": 6, "!==": 6, "<": 7, "<=": 7, ">": 7, ">=": 7,
               "<<": 8, ">>": 8, "<<<": 8, ">>>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}
OPENERS, CLOSERS = "([{", ")]}"
STOP_TOKENS = {"?", ":", ",", ";", "=", "|->", "|=>", "begin", "end", "if", "else", "assign",
               "return", "case", "unique", "priority", "inside"}
DECL_KEYWORDS = {"logic", "wire", "reg", "bit", "byte", "int", "integer", "shortint", "longint",
                 "input", "output", "inout", "typedef", "genvar", "import", "localparam",
                 "parameter", "struct", "enum", "var", "tri"}
ENABLE_RE = re.compile(r"(?:^|_)(?:en|ena|enable|valid|vld|ready|rdy|push|pop|write|wr|we|req|"
                       r"gnt|grant|fire|load|take|ack|adv|advance|start|done|hit|accept|"
                       r"release|send|issue)(?:_[dqoi]|_n[io]?)?$")
#: Loop variables and genvars: an index `x[i]` of these is an unrolled loop, not logic to mutate.
LOOP_VAR_RE = re.compile(r"^(?:[a-z]|g[a-z_]*|ii|jj|idx_g|gi|gp)$")


@dataclasses.dataclass
class Token:
    kind: str   # ident number op ws comment string directive other
    text: str
    start: int
    end: int
    masked: bool = False   # inside a region that is never mutated
    nomut: bool = False    # this token itself is not mutated (a cast width), spans over it may be


@dataclasses.dataclass
class Mutant:
    """One mutant: replace text[start:end] of `file` with `repl`."""

    file: str        # path relative to the repository root
    line: int
    col: int
    kind: str
    start: int
    end: int
    repl: str
    orig: str
    orig_line: str = ""
    new_line: str = ""
    key: str = ""
    id: str = ""

    def apply(self, text: str) -> str:
        return text[:self.start] + self.repl + text[self.end:]

    def to_json(self) -> dict:
        return {k: getattr(self, k) for k in ("id", "key", "file", "line", "col", "kind", "orig",
                                              "repl", "orig_line", "new_line")}


def tokenize(text: str) -> list[Token]:
    toks = []
    for m in _TOKEN_RE.finditer(text):
        k = m.lastgroup
        if k in ("lcomment", "bcomment"):
            k = "comment"
        toks.append(Token(k, m.group(), m.start(), m.end()))
    return toks


def _sig(toks: list[Token]) -> list[int]:
    """Indices of significant tokens (no whitespace, comments)."""
    return [i for i, t in enumerate(toks) if t.kind not in ("ws", "comment")]


def _mask_range(toks, sig, a, b):
    for k in range(a, b + 1):
        toks[sig[k]].masked = True


def _find_stmt_end(toks, sig, k):
    """Index (into sig) of the `;` ending the statement that contains sig[k], depth-aware."""
    depth = 0
    n = len(sig)
    while k < n:
        t = toks[sig[k]].text
        if t in OPENERS:
            depth += 1
        elif t in CLOSERS:
            depth -= 1
        elif t == ";" and depth <= 0:
            return k
        k += 1
    return n - 1


def _match_close(toks, sig, k):
    """sig index of the closer matching the opener at sig[k]."""
    depth = 0
    for j in range(k, len(sig)):
        t = toks[sig[j]].text
        if t in OPENERS:
            depth += 1
        elif t in CLOSERS:
            depth -= 1
            if depth == 0:
                return j
    return len(sig) - 1


def mark_masks(toks: list[Token]) -> None:
    """Mark every token where a mutation is meaningless (see the module docstring)."""
    # comments, strings, directives and `ifdef branches that are on only with a define
    stack: list[bool] = []  # True = this branch is inactive in a normal build
    for t in toks:
        if t.kind == "directive":
            d = t.text
            if d == "`ifdef":
                stack.append(True)
            elif d == "`ifndef":
                stack.append(False)
            elif d in ("`else", "`elsif") and stack:
                stack[-1] = not stack[-1] if d == "`else" else True
            elif d == "`endif" and stack:
                stack.pop()
            t.masked = True
            continue
        if t.kind in ("comment", "string", "other") or any(stack):
            t.masked = True
    # the macro name after `ifdef/`ifndef/`define...: mask the rest of the directive line
    for i, t in enumerate(toks):
        if t.kind == "directive":
            j = i + 1
            while j < len(toks) and "\n" not in toks[j].text:
                toks[j].masked = True
                j += 1
    sig = _sig(toks)
    n = len(sig)
    k = 0
    stmt_start = True
    while k < n:
        t = toks[sig[k]]
        tx = t.text
        if t.masked and t.kind == "directive":
            k += 1
            continue
        if tx in ("module", "interface", "package") and k + 1 < n:
            if tx == "package":
                _mask_range(toks, sig, k, min(k + 2, n - 1))
                k += 3
                continue
            e = _module_header_end(toks, sig, k)
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if tx in ("property", "sequence", "covergroup", "function", "task") and stmt_start:
            endkw = {"property": "endproperty", "sequence": "endsequence",
                     "covergroup": "endgroup"}.get(tx)
            if endkw:
                j = k
                while j < n and toks[sig[j]].text != endkw:
                    j += 1
                _mask_range(toks, sig, k, min(j, n - 1))
                k = j + 1
                continue
            # function/task header up to its `;` (the body is logic and stays)
            e = _find_stmt_end(toks, sig, k)
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if tx in ("assert", "assume", "cover", "restrict"):
            # label `Name_A :` before it, the whole statement including the else action block
            a = k
            if k >= 2 and toks[sig[k - 1]].text == ":" and toks[sig[k - 2]].kind == "ident":
                a = k - 2
            e = _find_stmt_end(toks, sig, k)
            _mask_range(toks, sig, a, e)
            k, stmt_start = e + 1, True
            continue
        if t.kind == "ident" and tx.startswith("$") and stmt_start:
            e = _find_stmt_end(toks, sig, k)  # $display/$error/... statements
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if stmt_start and (tx in DECL_KEYWORDS or _is_user_type_decl(toks, sig, k)):
            e = _find_stmt_end(toks, sig, k)
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if tx == "for" and k + 1 < n and toks[sig[k + 1]].text == "(":
            e = _match_close(toks, sig, k + 1)
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if tx == "@":
            e = _match_close(toks, sig, k + 1) if k + 1 < n and toks[sig[k + 1]].text == "(" else k + 1
            _mask_range(toks, sig, k, e)
            k, stmt_start = e + 1, True
            continue
        if tx == "'" and k >= 1:
            # a cast: mask its width/type (`32'(`, `(W + 1)'(`, `T'(`)
            p = toks[sig[k - 1]]
            if p.text == ")":
                j = k - 1
                depth = 0
                while j >= 0:
                    s = toks[sig[j]].text
                    if s in CLOSERS:
                        depth += 1
                    elif s in OPENERS:
                        depth -= 1
                        if depth == 0:
                            break
                    j -= 1
                for x in range(max(j, 0), k + 1):
                    toks[sig[x]].nomut = True
            else:
                toks[sig[k - 1]].nomut = toks[sig[k]].nomut = True
        if t.kind == "number" and k + 1 < n and toks[sig[k + 1]].text == "'":
            t.nomut = True
        stmt_start = tx in (";", "begin", "end", "else", "generate", "endgenerate") or (
            tx == ":" and k >= 1 and toks[sig[k - 1]].kind == "ident"
            and k >= 2 and toks[sig[k - 2]].text in ("begin", "end", "else", ")"))
        # `end : label` / `begin : label`: the label is not an expression
        if tx == ":" and k >= 1 and toks[sig[k - 1]].text in ("begin", "end") and k + 1 < n:
            toks[sig[k + 1]].masked = True
            stmt_start = True
            k += 2
            continue
        k += 1


def _module_header_end(toks, sig, k):
    """sig index of the `;` ending `module name [import ...;]* [#(...)] [(...)] ;`."""
    n = len(sig)
    j = k + 2
    while j < n and toks[sig[j]].text == "import":
        j = _find_stmt_end(toks, sig, j) + 1
    if j < n and toks[sig[j]].text == "#" and j + 1 < n:
        j = _match_close(toks, sig, j + 1) + 1
    if j < n and toks[sig[j]].text == "(":
        j = _match_close(toks, sig, j) + 1
    return j if j < n and toks[sig[j]].text == ";" else _find_stmt_end(toks, sig, k)


def _block_end(toks, sig, j) -> int:
    """Index (into sig) of the `end` that closes the `begin` at sig[j]; len(sig) when missing."""
    level = 0
    while j < len(sig):
        tx = toks[sig[j]].text
        if tx == "begin":
            level += 1
        elif tx == "end":
            level -= 1
            if level == 0:
                break
        j += 1
    return j


def _mask_elab_checks(toks, sig) -> None:
    """`if (<params>) begin : gen_bad ... $fatal ... end`: an elaboration-time parameter check
    (its body is all masked already): mask its condition too."""
    n = len(sig)
    for k in range(n - 1):
        if toks[sig[k]].text != "if" or toks[sig[k + 1]].text != "(":
            continue
        e = _match_close(toks, sig, k + 1)
        if e + 1 >= n or toks[sig[e + 1]].text != "begin":
            continue
        j = _block_end(toks, sig, e + 1)
        body = [toks[sig[x]] for x in range(e + 2, j)]
        if body and toks[sig[e + 2]].text == ":":
            body = body[2:]
        if body and all(t.masked for t in body):
            _mask_range(toks, sig, k, e)


_SVA_LABEL_RE = re.compile(r"gen_(?:\w+_)?sva")


def _mask_sva_blocks(toks, sig) -> None:
    """`begin : gen_sva ... end` (also `gen_<name>_sva`): an assertion-only generate block. Its
    assertions are masked already; mask the helper logic that feeds them too (an always_comb or
    assign inside the block drives nothing the design reads)."""
    n = len(sig)
    for k in range(n - 2):
        if (toks[sig[k]].text != "begin" or toks[sig[k + 1]].text != ":"
                or not _SVA_LABEL_RE.fullmatch(toks[sig[k + 2]].text)):
            continue
        j = _block_end(toks, sig, k)
        _mask_range(toks, sig, k, min(j, n - 1))


def _is_user_type_decl(toks, sig, k) -> bool:
    """`T name;` / `foo_t a, b;` / `pkg::foo_t x;`: an identifier followed by an identifier."""
    if k + 1 >= len(sig):
        return False
    a, b = toks[sig[k]], toks[sig[k + 1]]
    if a.kind != "ident" or a.text in STOP_TOKENS or a.text.startswith("$"):
        return False
    if b.kind == "ident" and b.text not in STOP_TOKENS:
        return True
    # `foo_t [3:0] x;` is rare; `x [i] = ...` is an assignment: leave it
    return False


def _operand_end(tok) -> bool:
    return tok.kind in ("ident", "number") or tok.text in (")", "]", "}")


def _is_binary(toks, sig, k) -> bool:
    return k >= 1 and _operand_end(toks[sig[k - 1]]) and toks[sig[k - 1]].text not in STOP_TOKENS


def _extent(toks, sig, k, prec, step):
    """Sig index of the far end of the operand of the binary operator (or `?`) at sig[k]: the
    right operand for step +1, the left one for step -1. The walk stops at depth 0 before a
    token that closes the enclosing bracket, a statement stop, a binary operator that binds no
    tighter than `prec`, or (walking left) a nonblocking `<=`."""
    closing, opening = (CLOSERS, OPENERS) if step > 0 else (OPENERS, CLOSERS)
    depth = 0
    j = k + step
    end = k
    while 0 <= j < len(sig):
        tx = toks[sig[j]].text
        if depth == 0:
            if tx in closing or tx in STOP_TOKENS or (step < 0 and tx == "<="):
                break
            if tx in BINARY_PREC and BINARY_PREC[tx] <= prec and _is_binary(toks, sig, j):
                break
        if tx in opening:
            depth += 1
        elif tx in closing:
            depth -= 1
        end = j
        j += step
    return end


def _right_extent(toks, sig, k, prec):
    """Last sig index of the right operand of the binary operator at sig[k]."""
    return _extent(toks, sig, k, prec, +1)


def _left_extent(toks, sig, k, prec):
    """First sig index of the left operand of the binary operator (or `?`) at sig[k]."""
    return _extent(toks, sig, k, prec, -1)


def _paren_depths(toks, sig):
    d, out = 0, []
    for i in sig:
        tx = toks[i].text
        if tx in ")]}":
            d -= 1
        out.append(d)
        if tx in "([{":
            d += 1
    return out


_SIZED_RE = re.compile(r"^(\d+)\s*'([sS]?)([bBoOdDhH])\s*([0-9a-fA-F_]+)$")


def _const_variants(text: str) -> list[str]:
    m = _SIZED_RE.match(text)
    if m:
        width, s, base, digits = int(m.group(1)), m.group(2), m.group(3), m.group(4).replace("_", "")
        radix = {"b": 2, "o": 8, "d": 10, "h": 16}[base.lower()]
        try:
            v = int(digits, radix)
        except ValueError:
            return []
        out = []
        for nv in (v - 1, v + 1):
            if 0 <= nv < (1 << width):
                digits_new = {2: format(nv, "b"), 8: format(nv, "o"), 10: str(nv),
                              16: format(nv, "x")}[radix]
                out.append(f"{width}'{s}{base}{digits_new}")
        return out
    if re.fullmatch(r"\d[\d_]*", text):
        v = int(text.replace("_", ""))
        return [str(x) for x in (v - 1, v + 1) if x >= 0]
    return []


def _case_arms(toks, sig, k):
    """Arms of the case at sig[k] (`case`/`casez`/`casex`): list of (label_first, body_first,
    body_last) sig indices, or None when an arm is too complex to swap safely."""
    j = k + 1
    if j >= len(sig) or toks[sig[j]].text != "(":
        return None
    j = _match_close(toks, sig, j) + 1
    arms = []
    n = len(sig)
    while j < n:
        tx = toks[sig[j]].text
        if tx == "endcase":
            return arms
        label_first = j
        depth = 0
        while j < n:  # label up to its `:`
            s = toks[sig[j]].text
            if s in OPENERS:
                depth += 1
            elif s in CLOSERS:
                depth -= 1
            elif s == ":" and depth == 0:
                break
            elif s in (";", "endcase"):
                return None
            j += 1
        is_default = toks[sig[label_first]].text == "default"
        j += 1
        if j >= n:
            return None
        body_first = j
        s = toks[sig[j]].text
        if s == "begin":
            level = 0
            while j < n:
                s = toks[sig[j]].text
                if s in ("begin", "case", "casez", "casex"):
                    level += 1
                elif s in ("end", "endcase"):
                    level -= 1
                    if level == 0:
                        break
                j += 1
            # `end : label`
            if j + 2 < n and toks[sig[j + 1]].text == ":" and toks[sig[j]].text == "end":
                j += 2
        elif s in ("if", "case", "casez", "casex", "unique", "priority", "for"):
            return None
        else:
            j = _find_stmt_end(toks, sig, j)
        if not is_default:
            arms.append((label_first, body_first, j))
        j += 1
    return None


def mutants_of_text(text: str, rel: str) -> list[Mutant]:
    toks = tokenize(text)
    mark_masks(toks)
    sig = _sig(toks)
    _mask_elab_checks(toks, sig)
    _mask_sva_blocks(toks, sig)
    depths = _paren_depths(toks, sig)
    muts: list[Mutant] = []

    def add(kind, a, b, repl):
        """Replace the span of sig tokens a..b (inclusive) with repl."""
        s, e = toks[sig[a]].start, toks[sig[b]].end
        if any(toks[sig[x]].masked or toks[sig[x]].nomut for x in range(a, b + 1)):
            return
        muts.append(Mutant(rel, 0, 0, kind, s, e, repl, text[s:e]))

    def add_span(kind, s, e, repl, a, b):
        if any(toks[sig[x]].masked for x in range(a, b + 1)):
            return
        muts.append(Mutant(rel, 0, 0, kind, s, e, repl, text[s:e]))

    n = len(sig)
    for k in range(n):
        t = toks[sig[k]]
        if t.masked:
            continue
        tx = t.text
        # relational
        if t.kind == "op" and tx in ("==", "!=", "<", ">", ">="):
            add("rel", k, k, {"==": "!=", "!=": "==", "<": "<=", ">": ">=", ">=": ">"}[tx])
        if tx == "<=" and depths[k] > 0:
            add("rel", k, k, "<")
        # arithmetic
        if tx in ("+", "-") and _is_binary(toks, sig, k) and depths[k] >= 0:
            add("arith", k, k, "-" if tx == "+" else "+")
        # constants
        if t.kind == "number":
            for v in _const_variants(tx):
                add("const", k, k, v)
        # identifier index off by one
        if (tx == "[" and k >= 1 and toks[sig[k - 1]].kind == "ident" and k + 2 < n
                and toks[sig[k + 1]].kind == "ident" and toks[sig[k + 2]].text == "]"
                and not LOOP_VAR_RE.match(toks[sig[k + 1]].text)):
            for op in ("+", "-"):
                s, e = toks[sig[k + 1]].start, toks[sig[k + 1]].end
                if not toks[sig[k + 1]].nomut:
                    add_span("index", s, e, f"{toks[sig[k + 1]].text} {op} 1'b1", k + 1, k + 1)
        # inverted conditions
        if tx == "if" and k + 1 < n and toks[sig[k + 1]].text == "(":
            e = _match_close(toks, sig, k + 1)
            s0, e0 = toks[sig[k + 2]].start, toks[sig[e - 1]].end
            if re.fullmatch(r"!\s*rst_n\w*", text[s0:e0]):
                # the reset branch of a register block: inverting it only tests reset itself
                for x in range(k, e + 1):
                    toks[sig[x]].masked = True
                continue
            add_span("cond", s0, e0, f"!({text[s0:e0]})", k + 2, e - 1)
        if tx == "?":
            a = _left_extent(toks, sig, k, 0)
            if a < k:
                s0, e0 = toks[sig[a]].start, toks[sig[k - 1]].end
                add_span("cond", s0, e0, f"!({text[s0:e0]})", a, k - 1)
        if tx in ("!", "~") and t.kind == "op" and not _is_binary(toks, sig, k):
            add("cond", k, k, "")
        # stuck enables: `assign name = ...;` / `name = ...;` in a procedural block
        if tx == "=" and k >= 1 and toks[sig[k - 1]].kind == "ident" and depths[k] == 0:
            name = toks[sig[k - 1]].text
            before = toks[sig[k - 2]].text if k >= 2 else ";"
            if ENABLE_RE.search(name) and before in ("assign", ";", "begin", "end", "else", ")"):
                e = _find_stmt_end(toks, sig, k)
                if e > k + 1:
                    s0, e0 = toks[sig[k + 1]].start, toks[sig[e - 1]].end
                    for v in ("'0", "'1"):
                        if text[s0:e0].strip() != v:
                            add_span("stuck", s0, e0, v, k + 1, e - 1)
        # dropped terms of |, ||, &, && chains
        if tx in ("|", "||", "&", "&&") and _is_binary(toks, sig, k):
            p = BINARY_PREC[tx]
            r = _right_extent(toks, sig, k, p)
            if r > k:
                add_span("drop", toks[sig[k - 1]].end, toks[sig[r]].end, "", k, r)
            a = _left_extent(toks, sig, k, p)
            first_term = a == 0 or toks[sig[a - 1]].text != tx
            if a < k and first_term:
                add_span("drop", toks[sig[a]].start, toks[sig[k + 1]].start, "", a, k)
        # swapped case arms
        if tx in ("case", "casez", "casex"):
            arms = _case_arms(toks, sig, k)
            for (l1, b1s, b1e), (l2, b2s, b2e) in zip(arms or [], (arms or [])[1:]):
                s1, e1 = toks[sig[b1s]].start, toks[sig[b1e]].end
                s2, e2 = toks[sig[b2s]].start, toks[sig[b2e]].end
                body1, body2 = text[s1:e1], text[s2:e2]
                if body1 == body2:
                    continue
                repl = body2 + text[e1:s2] + body1
                add_span("case", s1, e2, repl, b1s, b2e)

    # line/col, the changed line for display, stable key and id; drop duplicates
    line_starts = [0] + [m.end() for m in re.finditer(r"\n", text)]
    seen, out = set(), []
    for m in muts:
        new_text = m.apply(text)
        if new_text == text or new_text in seen:
            continue
        seen.add(new_text)
        import bisect
        li = bisect.bisect_right(line_starts, m.start) - 1
        m.line, m.col = li + 1, m.start - line_starts[li] + 1
        ls = line_starts[li]
        le_orig = text.find("\n", m.end)
        le_orig = len(text) if le_orig < 0 else le_orig
        m.orig_line = text[ls:le_orig]
        m.new_line = text[ls:m.start] + m.repl + text[m.end:le_orig]
        norm = lambda s: re.sub(r"\s+", " ", s).strip()  # noqa: E731
        h = hashlib.sha1(f"{rel}\0{m.kind}\0{norm(m.orig_line)}\0{norm(m.new_line)}".encode())
        m.key = h.hexdigest()[:12]
        out.append(m)
    # the same edit on two identical lines gets the same key: number the repeats
    count: dict[str, int] = {}
    for m in out:
        c = count.get(m.key, 0)
        count[m.key] = c + 1
        if c:
            m.key = f"{m.key}.{c}"
        m.id = f"{rel}:{m.line}:{m.col}:{m.kind}"
    return out


def mutants_of_file(path: Path, root: Path) -> list[Mutant]:
    rel = path.resolve().relative_to(root.resolve()).as_posix()
    return mutants_of_text(path.read_text(), rel)


def select(mutants: list[Mutant], max_n: int | None, seed: int, kinds=None) -> list[Mutant]:
    """Deterministic choice of at most max_n mutants (file order kept)."""
    pool = [m for m in mutants if not kinds or m.kind in kinds]
    if max_n is not None and max_n < len(pool):
        idx = sorted(random.Random(seed).sample(range(len(pool)), max_n))
        pool = [pool[i] for i in idx]
    return pool
