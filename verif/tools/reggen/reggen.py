#!/usr/bin/env python3
"""reggen: registers and packets of a collnet block, described once, generated everywhere.

Reads one block description (rtl/<block>/data/<block>_regs.yaml; schema in README.md next to
this file), validates it (errors as `file:line: message`, exit status 1) and writes:

  --sv FILE        SystemVerilog package: offsets, strides, field positions, resets, packet
                   field positions and CRC constants
  --cpp FILE       C++17 header: the same, plus access types and the packet codec with the CRC
  --uvm FILE       C++ UVM register model (uvm_reg_field / uvm_reg / uvm_reg_block / uvm_reg_map)
  --md FILE        Markdown register and packet tables (every table of the block, one file)
  --sv-top DIR     per map, the register file <prefix>_<map>_reg_top.sv (the register-bus
                   endpoint cc_reg_if, address decode, flops, access types, reg2hw/hw2reg
                   structs of the --sv package) into DIR
  --check-doc DOC  exit 1 if a generated table between reggen markers in DOC differs
  --update-doc DOC rewrite the tables between reggen markers in DOC

Python 3 with python3-yaml only (Debian). Outputs are written only when their text changes, so
a build that regenerates identical files does not recompile their users.
"""

import argparse
import os
import re
import sys
import textwrap

import yaml

ACCESS = {
    "RW": "read/write",
    "RO": "read-only (a write is rejected or ignored)",
    "W1C": "read; write 1 clears the bit",
    "RC": "read; a read clears",
    "WC": "read; any write clears",
    "WO": "write-only (reads 0)",
}
TOOL = "verif/tools/reggen/reggen.py"
# Access types whose registers hold flops in the generated register file.
STORED = ("RW", "W1C", "RC", "WC", "WO")


class DescError(Exception):
    """A validation error at a line of the description."""

    def __init__(self, line, msg):
        super().__init__(msg)
        self.line = line
        self.msg = msg


# ---- Loading with line numbers ---------------------------------------------------------------
class LDict(dict):
    """A mapping that remembers its own line and the line of each key (1-based)."""

    line = 0
    key_lines = None

    def at(self, key):
        return self.key_lines.get(key, self.line)


class LList(list):
    line = 0


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader, node):
    loader.flatten_mapping(node)
    d = LDict()
    d.line = node.start_mark.line + 1
    d.key_lines = {}
    for knode, vnode in node.value:
        key = loader.construct_object(knode, deep=True)
        if key in d:
            raise DescError(knode.start_mark.line + 1, f"duplicate key '{key}'")
        d[key] = loader.construct_object(vnode, deep=True)
        d.key_lines[key] = knode.start_mark.line + 1
    return d


def _construct_seq(loader, node):
    lst = LList(loader.construct_object(n, deep=True) for n in node.value)
    lst.line = node.start_mark.line + 1
    return lst


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_seq)


# ---- The model -------------------------------------------------------------------------------
class Field:
    def __init__(self, name, lsb, width, width_max, reset, doc, line, reserved=False, enum=None):
        self.name = name
        self.lsb = lsb            # int, or a Lin for packet fields after a parametric one
        self.width = width        # int or parameter name
        self.width_max = width_max
        self.reset = reset        # int or parameter name
        self.doc = doc
        self.line = line
        self.reserved = reserved
        self.enum = enum or {}
        self.legal = None         # (below: int or parameter, unless: field name or None)

    @property
    def msb_max(self):
        return self.lsb + self.width_max - 1


class Reg:
    def __init__(self):
        self.name = ""
        self.offset = 0
        self.count = None        # None (scalar), int, or parameter name
        self.count_max = 1
        self.stride = 0
        self.index_names = []
        self.index_docs = []
        self.access = "RW"
        self.lock = None
        self.volatile = False
        self.doc = ""
        self.fields = []
        self.shared = False
        self.line = 0

    def const_reset(self):
        """Reset value when every field's reset is a number, else None."""
        v = 0
        for f in self.fields:
            if not isinstance(f.reset, int):
                return None
            v |= f.reset << f.lsb
        return v


class Lin:
    """A linear expression: const + sum of parameters (positions after parametric fields)."""

    def __init__(self, const=0, params=()):
        self.const = const
        self.params = list(params)

    def add(self, w):
        if isinstance(w, int):
            return Lin(self.const + w, self.params)
        return Lin(self.const, self.params + [w])

    def is_const(self):
        return not self.params

    def fmt(self, conv=lambda p: p):
        s = " + ".join(conv(p) for p in self.params)
        if not s:
            return str(self.const)
        if self.const > 0:
            return f"{s} + {self.const}"
        return f"{s} - {-self.const}" if self.const < 0 else s

    def value(self, params):
        return self.const + sum(params[p] for p in self.params)


class Packet:
    def __init__(self):
        self.name = ""
        self.doc = ""
        self.fields = []   # LSB first, positions as Lin
        self.crc = None
        self.width = Lin()
        self.line = 0


class Block:
    def __init__(self):
        self.name = ""
        self.sv_package = ""
        self.cpp_namespace = ""
        self.addr_width = 0
        self.data_width = 32
        self.params = {}   # name -> dict(default, max, doc)
        self.maps = []     # (name, doc, [Reg])
        self.illegal = {}  # map name -> "reject" or "ignore"
        self.bugs = []     # dicts: name, map, reg, field, kind, value, line
        self.packets = []
        self.path = ""


def _keys(d, allowed, required, what):
    if not isinstance(d, dict):
        raise DescError(getattr(d, "line", 0), f"{what}: expected a mapping")
    for k in d:
        if k not in allowed:
            raise DescError(d.at(k), f"{what}: unknown key '{k}' (allowed: {', '.join(allowed)})")
    for k in required:
        if k not in d:
            raise DescError(d.line, f"{what}: missing key '{k}'")


def _ident(name, line, what):
    if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name):
        raise DescError(line, f"{what}: '{name}' is not an identifier")
    return name


def _int(v, line, what):
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise DescError(line, f"{what}: expected a non-negative integer, got '{v}'")
    return v


def _int_or_param(blk, v, line, what):
    if isinstance(v, str):
        if v not in blk.params:
            raise DescError(line, f"{what}: '{v}' is neither a number nor a parameter "
                                  f"({', '.join(blk.params) or 'none declared'})")
        return v
    return _int(v, line, what)


def _max_of(blk, v):
    return blk.params[v]["max"] if isinstance(v, str) else v


REG_KEYS = ["name", "offset", "array", "index_names", "access", "lock", "volatile", "doc",
            "fields", "use"]
FIELD_KEYS = ["name", "bits", "lsb", "width", "reset", "doc", "legal"]


def _parse_fields(blk, lst, line, what):
    if not isinstance(lst, list) or not lst:
        raise DescError(line, f"{what}: 'fields' must be a non-empty list")
    fields = []
    for fd in lst:
        _keys(fd, FIELD_KEYS, ["name"], f"{what} field")
        name = _ident(fd["name"], fd.at("name"), f"{what} field")
        fwhat = f"{what}.{name}"
        if "bits" in fd:
            if "lsb" in fd or "width" in fd:
                raise DescError(fd.at("bits"), f"{fwhat}: give 'bits' or 'lsb'/'width', not both")
            m = re.fullmatch(r"\s*(\d+)\s*(?::\s*(\d+)\s*)?", str(fd["bits"]))
            if not m:
                raise DescError(fd.at("bits"), f"{fwhat}: bits '{fd['bits']}' is not 'msb:lsb' "
                                               "or 'bit'")
            msb = int(m.group(1))
            lsb = int(m.group(2)) if m.group(2) is not None else msb
            if lsb > msb:
                raise DescError(fd.at("bits"), f"{fwhat}: bits '{fd['bits']}': msb < lsb")
            width = msb - lsb + 1
        else:
            if "lsb" not in fd or "width" not in fd:
                raise DescError(fd.line, f"{fwhat}: needs 'bits', or 'lsb' and 'width'")
            lsb = _int(fd["lsb"], fd.at("lsb"), f"{fwhat}.lsb")
            width = _int_or_param(blk, fd["width"], fd.at("width"), f"{fwhat}.width")
        wmax = _max_of(blk, width)
        if wmax == 0:
            raise DescError(fd.line, f"{fwhat}: zero width")
        if lsb + wmax > blk.data_width:
            raise DescError(fd.line, f"{fwhat}: bits {lsb + wmax - 1}:{lsb} exceed the "
                                     f"{blk.data_width}-bit data width")
        if "reset" not in fd:
            raise DescError(fd.line, f"{fwhat}: missing key 'reset'")
        reset = _int_or_param(blk, fd["reset"], fd.at("reset"), f"{fwhat}.reset")
        rmax = _max_of(blk, reset)
        if rmax >> wmax:
            raise DescError(fd.at("reset"), f"{fwhat}: reset {rmax:#x} does not fit in {wmax} bits")
        for o in fields:
            if o.name == name:
                raise DescError(fd.line, f"{fwhat}: duplicate field name")
            if lsb <= o.msb_max and o.lsb <= lsb + wmax - 1:
                raise DescError(fd.line, f"{fwhat}: overlaps field '{o.name}' "
                                         f"(line {o.line})")
        fields.append(Field(name, lsb, width, wmax, reset, fd.get("doc", ""), fd.line))
        if "legal" in fd:
            lg = fd["legal"]
            _keys(lg, ["below", "unless"], ["below"], f"{fwhat}.legal")
            below = _int_or_param(blk, lg["below"], lg.at("below"), f"{fwhat}.legal.below")
            fields[-1].legal = (below, lg.get("unless"), lg.line)
    for f in fields:
        if f.legal and f.legal[1] is not None and \
                not any(o.name == f.legal[1] and o.width_max == 1 for o in fields):
            raise DescError(f.legal[2], f"{what}.{f.name}: legal.unless '{f.legal[1]}' is not a "
                                        "1-bit field of the register")
    return fields


def _parse_reg(blk, rd, shared, what):
    _keys(rd, REG_KEYS, [], what)
    r = Reg()
    r.line = rd.line
    if "use" in rd:
        sname = rd["use"]
        if sname not in shared:
            raise DescError(rd.at("use"), f"{what}: 'use: {sname}' names no shared register "
                                          f"({', '.join(shared) or 'none'})")
        for k in rd:
            if k not in ("use", "index_names", "fields", "doc"):
                raise DescError(rd.at(k), f"{what}: a 'use' may only override index_names, "
                                          f"fields and doc, not '{k}'")
        base = shared[sname]
        r.__dict__.update({k: v for k, v in base.__dict__.items()})
        r.shared = True
        r.line = rd.line
        if "fields" in rd:
            r.fields = _parse_fields(blk, rd["fields"], rd.at("fields"), f"{what} {sname}")
        if "doc" in rd:
            r.doc = rd["doc"]
        if "index_names" in rd:
            r.index_names = _index_names(r, rd, what)
        return r
    for k in ("name", "offset", "access", "fields"):
        if k not in rd:
            raise DescError(rd.line, f"{what}: missing key '{k}'")
    r.name = _ident(rd["name"], rd.at("name"), what)
    what = f"{what} {r.name}"
    r.offset = _int(rd["offset"], rd.at("offset"), f"{what}.offset")
    r.access = rd["access"]
    if r.access not in ACCESS:
        raise DescError(rd.at("access"), f"{what}: access '{r.access}' is not one of "
                                         f"{', '.join(ACCESS)}")
    r.volatile = bool(rd.get("volatile", False))
    r.doc = rd.get("doc", "")
    r.lock = rd.get("lock")
    if "array" in rd:
        a = rd["array"]
        _keys(a, ["count", "stride"], ["count", "stride"], f"{what}.array")
        r.count = _int_or_param(blk, a["count"], a.at("count"), f"{what}.array.count")
        r.count_max = _max_of(blk, r.count)
        r.stride = _int(a["stride"], a.at("stride"), f"{what}.array.stride")
        if r.count_max < 1 or r.stride < 1:
            raise DescError(a.line, f"{what}: an array needs count >= 1 and stride >= 1")
    r.fields = _parse_fields(blk, rd["fields"], rd.at("fields"), what)
    if "index_names" in rd:
        r.index_names = _index_names(r, rd, what)
    last = r.offset + (r.count_max - 1) * r.stride
    if last >> blk.addr_width:
        raise DescError(rd.at("offset"), f"{what}: address {last:#x} does not fit in "
                                         f"{blk.addr_width} address bits")
    return r


def _index_names(r, rd, what):
    names = rd["index_names"]
    line = rd.at("index_names")
    if r.count is None:
        raise DescError(line, f"{what}: index_names on a register that is not an array")
    if not isinstance(r.count, int):
        raise DescError(line, f"{what}: index_names need a fixed array count")
    if not isinstance(names, list) or len(names) != r.count:
        raise DescError(line, f"{what}: index_names must list {r.count} names")
    out = []
    r.index_docs = []
    for n in names:
        if isinstance(n, dict):
            _keys(n, ["name", "doc"], ["name"], f"{what} index_names entry")
            out.append(_ident(n["name"], n.line, what))
            r.index_docs.append(n.get("doc", ""))
        else:
            out.append(_ident(n, line, what))
            r.index_docs.append("")
    return out


BUG_KINDS = {
    "reset": "the field resets to `value` instead of its described reset",
    "write_loads": "a write loads the register with the written data (instead of its access)",
}


def _parse_bug(blk, bd):
    _keys(bd, ["name", "map", "reg", "field", "kind", "value", "doc"], ["name", "map", "reg", "kind"],
          "bug")
    b = {k: bd.get(k) for k in ("name", "map", "reg", "field", "kind", "value", "doc")}
    b["line"] = bd.line
    _ident(b["name"], bd.at("name"), "bug")
    regs = [rs for mn, _, rs in blk.maps if mn == b["map"]]
    if not regs:
        raise DescError(bd.at("map"), f"bug {b['name']}: map '{b['map']}' is not a map")
    r = [x for x in regs[0] if x.name == b["reg"]]
    if not r:
        raise DescError(bd.at("reg"), f"bug {b['name']}: '{b['reg']}' is not a register of map "
                                      f"{b['map']}")
    r = r[0]
    if b["kind"] not in BUG_KINDS:
        raise DescError(bd.at("kind"), f"bug {b['name']}: kind '{b['kind']}' is not one of "
                                       f"{', '.join(BUG_KINDS)}")
    if r.access not in STORED:
        raise DescError(bd.at("reg"), f"bug {b['name']}: {r.name} ({r.access}) has no flops")
    if b["kind"] == "reset":
        f = [x for x in r.fields if x.name == b["field"]]
        if not f:
            raise DescError(bd.line, f"bug {b['name']}: a reset bug names a field of {r.name}")
        if _int(b["value"], bd.line, f"bug {b['name']}.value") >> f[0].width_max:
            raise DescError(bd.line, f"bug {b['name']}: value does not fit the field")
    return b


def _addresses(r):
    n = r.count_max if r.count is not None else 1
    return [r.offset + i * r.stride for i in range(n)]


def _parse_packet(blk, pd):
    _keys(pd, ["name", "doc", "fields", "crc"], ["name", "fields"], "packet")
    p = Packet()
    p.line = pd.line
    p.name = _ident(pd["name"], pd.at("name"), "packet")
    p.doc = pd.get("doc", "")
    what = f"packet {p.name}"
    pos = Lin()
    lst = pd["fields"]
    if not isinstance(lst, list) or not lst:
        raise DescError(pd.at("fields"), f"{what}: 'fields' must be a non-empty list")
    for fd in lst:
        _keys(fd, ["name", "width", "doc", "enum", "reserved"], ["name", "width"], f"{what} field")
        name = _ident(fd["name"], fd.at("name"), f"{what} field")
        if any(f.name == name for f in p.fields):
            raise DescError(fd.line, f"{what}.{name}: duplicate field name")
        width = _int_or_param(blk, fd["width"], fd.at("width"), f"{what}.{name}.width")
        wmax = _max_of(blk, width)
        if wmax < 1:
            raise DescError(fd.at("width"), f"{what}.{name}: zero width")
        enum = fd.get("enum", {})
        if enum:
            _keys(enum, list(enum), [], f"{what}.{name}.enum")
            for k, v in enum.items():
                _ident(k, enum.at(k), f"{what}.{name}.enum")
                if _int(v, enum.at(k), f"{what}.{name}.enum.{k}") >> wmax:
                    raise DescError(enum.at(k), f"{what}.{name}.enum.{k}: {v} does not fit in "
                                                f"{wmax} bits")
        p.fields.append(Field(name, pos, width, wmax, 0, fd.get("doc", ""), fd.line,
                              bool(fd.get("reserved", False)), dict(enum)))
        pos = pos.add(width)
    p.width = pos
    if pos.const + sum(blk.params[q]["max"] for q in pos.params) > 64:
        raise DescError(pd.line, f"{what}: wider than 64 bits")
    if "crc" in pd:
        c = pd["crc"]
        _keys(c, ["field", "covers", "poly", "init", "xor_out", "reflect", "doc"],
              ["field", "covers", "poly", "init"], f"{what}.crc")
        fmap = {f.name: f for f in p.fields}
        if c["field"] not in fmap:
            raise DescError(c.at("field"), f"{what}.crc: field '{c['field']}' is not a field")
        cf = fmap[c["field"]]
        if not isinstance(cf.width, int):
            raise DescError(c.at("field"), f"{what}.crc: the CRC field needs a fixed width")
        if not isinstance(c["covers"], list) or not c["covers"]:
            raise DescError(c.at("covers"), f"{what}.crc: 'covers' must list fields")
        for n in c["covers"]:
            if n not in fmap or n == cf.name:
                raise DescError(c.at("covers"), f"{what}.crc: covers '{n}', not a payload field")
        for k in ("poly", "init", "xor_out"):
            if k in c and _int(c[k], c.at(k), f"{what}.crc.{k}") >> cf.width:
                raise DescError(c.at(k), f"{what}.crc.{k} does not fit in {cf.width} bits")
        if c.get("reflect", False):
            raise DescError(c.at("reflect"), f"{what}.crc: reflected CRCs are not supported")
        p.crc = {"field": cf.name, "covers": list(c["covers"]), "poly": c["poly"],
                 "init": c["init"], "xor_out": c.get("xor_out", 0), "doc": c.get("doc", "")}
    return p


def load(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    try:
        d = yaml.load(text, Loader=_Loader)  # noqa: S506 (SafeLoader subclass)
    except yaml.MarkedYAMLError as e:
        line = e.problem_mark.line + 1 if e.problem_mark else 0
        raise DescError(line, f"YAML: {e.problem}") from e
    blk = Block()
    blk.path = path
    _keys(d, ["block", "sv_package", "cpp_namespace", "bus", "params", "shared", "maps",
              "packets", "bugs"], ["block", "sv_package", "cpp_namespace", "bus", "maps"], "block")
    blk.name = _ident(d["block"], d.at("block"), "block")
    blk.sv_package = _ident(d["sv_package"], d.at("sv_package"), "sv_package")
    blk.line_of_pkg = d.at("sv_package")
    ns = d["cpp_namespace"]
    for part in ns.split("::") if isinstance(ns, str) else [ns]:
        _ident(part, d.at("cpp_namespace"), "cpp_namespace")
    blk.cpp_namespace = ns
    bus = d["bus"]
    _keys(bus, ["addr_width", "data_width"], ["addr_width", "data_width"], "bus")
    blk.addr_width = _int(bus["addr_width"], bus.at("addr_width"), "bus.addr_width")
    blk.data_width = _int(bus["data_width"], bus.at("data_width"), "bus.data_width")
    if blk.data_width != 32:
        raise DescError(bus.at("data_width"), "bus.data_width: only 32 is supported")
    for name, pd in (d.get("params") or {}).items():
        _ident(name, d["params"].at(name), "params")
        _keys(pd, ["default", "max", "doc"], ["default", "max"], f"param {name}")
        dv = _int(pd["default"], pd.at("default"), f"param {name}.default")
        mx = _int(pd["max"], pd.at("max"), f"param {name}.max")
        if dv > mx:
            raise DescError(pd.line, f"param {name}: default {dv} > max {mx}")
        blk.params[name] = {"default": dv, "max": mx, "doc": pd.get("doc", "")}
    shared = {}
    for rd in d.get("shared") or []:
        if "use" in rd:
            raise DescError(rd.at("use"), "shared: a shared register cannot 'use' another")
        r = _parse_reg(blk, rd, {}, "shared register")
        if r.name in shared:
            raise DescError(rd.line, f"shared register {r.name}: duplicate name")
        shared[r.name] = r
    if not isinstance(d["maps"], list) or not d["maps"]:
        raise DescError(d.at("maps"), "maps: expected a non-empty list")
    for md in d["maps"]:
        _keys(md, ["name", "doc", "illegal", "registers"], ["name", "registers"], "map")
        mname = _ident(md["name"], md.at("name"), "map")
        blk.illegal[mname] = md.get("illegal", "reject")
        if blk.illegal[mname] not in ("reject", "ignore"):
            raise DescError(md.at("illegal"), f"map {mname}: illegal must be 'reject' or "
                                              f"'ignore', not '{blk.illegal[mname]}'")
        regs = []
        for rd in md["registers"]:
            r = _parse_reg(blk, rd, shared, f"map {mname} register")
            for o in regs:
                if o.name == r.name:
                    raise DescError(rd.line, f"map {mname}: duplicate register {r.name}")
                common = set(_addresses(o)) & set(_addresses(r))
                if common:
                    raise DescError(rd.line, f"map {mname}: {r.name} and {o.name} (line {o.line}) "
                                             f"share address {min(common):#x}")
            regs.append(r)
        for r in regs:
            if r.lock is not None:
                m = re.fullmatch(r"(\w+)\.(\w+)", str(r.lock))
                target = [o for o in regs if m and o.name == m.group(1)]
                if not target or not any(f.name == m.group(2) for f in target[0].fields):
                    raise DescError(r.line, f"map {mname} register {r.name}: lock '{r.lock}' "
                                            "is not a REGISTER.field of this map")
                if target[0].count is not None and target[0].count != r.count:
                    raise DescError(r.line, f"map {mname} register {r.name}: lock '{r.lock}': "
                                            "an array lock needs the same count")
                if target[0].access not in STORED:
                    raise DescError(r.line, f"map {mname} register {r.name}: lock '{r.lock}' "
                                            "names a register without flops")
        blk.maps.append((mname, md.get("doc", ""), regs))
    for bd in d.get("bugs") or []:
        blk.bugs.append(_parse_bug(blk, bd))
    for pd in d.get("packets") or []:
        p = _parse_packet(blk, pd)
        if any(q.name == p.name for q in blk.packets):
            raise DescError(pd.line, f"packet {p.name}: duplicate name")
        blk.packets.append(p)
    return blk


# ---- Helpers for the emitters ----------------------------------------------------------------
def snake(name):
    return re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", name).lower()


def hexw(v, digits=0):
    return f"0x{v:0{digits}X}"


def field_bits(f):
    if isinstance(f.width, int):
        return f"{f.lsb + f.width - 1}:{f.lsb}" if f.width > 1 else f"{f.lsb}"
    return f"{Lin(f.lsb - 1, [f.width]).fmt()}:{f.lsb}"


# ---- SystemVerilog ---------------------------------------------------------------------------
def gen_sv(blk):
    aw = blk.addr_width
    o = [f"// {blk.sv_package}: registers and packets of the {blk.name} block.",
         f"// Generated by {TOOL} from {blk.rel}. Do not edit: edit the description.",
         f"package {blk.sv_package};", "",
         "  // Waiver UNUSEDPARAM: every user takes the subset of the constants it needs.",
         "  /* verilator lint_off UNUSEDPARAM */",
         f"  localparam int unsigned REG_AW = {aw};  ///< register address width (word addresses)",
         f"  localparam int unsigned REG_DW = {blk.data_width};  ///< register data width"]
    for pn, pd in blk.params.items():
        o.append(f"  localparam int unsigned {snake(pn).upper()}_MAX = {pd['max']};"
                 f"  ///< largest legal {pn}")
    for mname, mdoc, regs in blk.maps:
        pre = mname.upper()
        o += ["", f"  // ---- Map {mname}: {mdoc} ----"]
        for r in regs:
            rn = f"{pre}_{r.name}"
            o.append(f"  // {r.name} ({r.access}{', locked by ' + r.lock if r.lock else ''}): "
                     f"{r.doc}")
            o.append(f"  localparam logic [REG_AW-1:0] {rn}_OFFSET = {aw}'h{r.offset:X};")
            if r.count is not None:
                o.append(f"  localparam int unsigned {rn}_STRIDE = {r.stride};")
                o.append(f"  localparam int unsigned {rn}_N_MAX = {r.count_max};")
                for i, n in enumerate(r.index_names):
                    o.append(f"  localparam logic [REG_AW-1:0] {pre}_{n}_OFFSET = "
                             f"{aw}'h{r.offset + i * r.stride:X};")
                    o.append(f"  localparam int unsigned {pre}_{n}_IDX = {i};")
            rv = r.const_reset()
            if rv is not None:
                o.append(f"  localparam logic [REG_DW-1:0] {rn}_RESET = 32'h{rv:X};")
            o += sv_struct(f"{mname}_{r.name}".lower() + "_reg_t", r.fields)
            for f in r.fields:
                fn = f"{rn}_{f.name.upper()}"
                o.append(f"  localparam int unsigned {fn}_LSB = {f.lsb};")
                if isinstance(f.reset, int) and rv is None:
                    o.append(f"  localparam int unsigned {fn}_RESET = {f.reset};")
                if isinstance(f.width, int):
                    o.append(f"  localparam int unsigned {fn}_W = {f.width};")
                else:
                    o.append(f"  localparam int unsigned {fn}_W_MAX = {f.width_max};"
                             f"  // width = {f.width}")
    for p in blk.packets:
        pre = p.name.upper()
        o += ["", f"  // ---- Packet {p.name}: {p.doc} ----"]
        o += sv_packet_table(p)
        for f in p.fields:
            fn = f"{pre}_{f.name.upper()}"
            if f.lsb.is_const():
                o.append(f"  localparam int unsigned {fn}_LSB = {f.lsb.const};")
            else:
                args = ", ".join(f"int unsigned {snake(q)}" for q in f.lsb.params)
                o.append(f"  function automatic int unsigned {fn.lower()}_lsb({args});")
                o.append(f"    return {f.lsb.fmt(snake)};")
                o.append("  endfunction")
            if isinstance(f.width, int):
                o.append(f"  localparam int unsigned {fn}_W = {f.width};")
            else:
                o.append(f"  localparam int unsigned {fn}_W_MAX = {f.width_max};"
                         f"  // width = {f.width}")
            for k, v in f.enum.items():
                o.append(f"  localparam logic [{f.width - 1}:0] {fn}_{k} = {f.width}'d{v};")
        if p.width.is_const():
            o.append(f"  localparam int unsigned {pre}_W = {p.width.const};")
        else:
            args = ", ".join(f"int unsigned {snake(q)}" for q in p.width.params)
            o += [f"  function automatic int unsigned {pre.lower()}_w({args});",
                  f"    return {p.width.fmt(snake)};", "  endfunction"]
        if p.crc:
            c = p.crc
            cw = next(f.width for f in p.fields if f.name == c["field"])
            o.append(f"  // CRC: poly {hexw(c['poly'])}, init {hexw(c['init'])}, xor_out "
                     f"{hexw(c['xor_out'])}, MSB first over {{{', '.join(c['covers'])}}}")
            o.append(f"  localparam logic [{cw - 1}:0] {pre}_CRC_POLY = {cw}'h{c['poly']:X};")
            o.append(f"  localparam logic [{cw - 1}:0] {pre}_CRC_INIT = {cw}'h{c['init']:X};")
            o.append(f"  localparam logic [{cw - 1}:0] {pre}_CRC_XOR_OUT = "
                     f"{cw}'h{c['xor_out']:X};")
    for mname, mdoc, regs in blk.maps:
        o += sv_hw_structs(blk, mname, regs)
    o += ["  /* verilator lint_on UNUSEDPARAM */", "", "endpackage", ""]
    return "\n".join(o)


# ---- Register file (reg_top) -----------------------------------------------------------------
def _lw(w):
    return "" if w == 1 else f"[{w - 1}:0] "


def _rname(r):
    return snake(r.name)


def _hw_kind(r):
    """What the register exchanges with the block: (reg2hw q, reg2hw qe, hw2reg d, hw2reg de)."""
    q = r.access in STORED and r.access != "WO" or r.access == "WO"
    qe = r.access in ("W1C", "RC", "WC", "WO")
    d = r.access == "RO" and r.volatile or r.access in ("W1C", "RC", "WC")
    de = d and r.access != "RO"
    return q and r.access in STORED, qe, d, de


def _check_top(blk, mname, regs):
    for r in regs:
        if r.volatile and r.access in ("RW", "WO"):
            raise DescError(r.line, f"map {mname} register {r.name}: the register file does not "
                                    f"support a volatile {r.access} register (hardware-updated "
                                    "software data); use RO, W1C, RC or WC")
        if r.lock is not None and r.access not in ("RW", "WO"):
            raise DescError(r.line, f"map {mname} register {r.name}: the register file supports "
                                    f"a lock only on RW and WO registers, not {r.access}")
        for f in r.fields:
            if f.legal and r.access not in ("RW", "WO"):
                raise DescError(f.line, f"map {mname} register {r.name}.{f.name}: the register "
                                        f"file supports legal: only on RW and WO, not {r.access}")


def sv_hw_structs(blk, mname, regs):
    """reg2hw / hw2reg packed structs of a map (every array at its largest count, every field at
    its largest width; the register file fills the elements and bits the instance has)."""
    o = ["", f"  // ---- Map {mname}: the register file's ports to the block "
             f"({mname}_reg2hw_t, {mname}_hw2reg_t) ----"]
    r2h, h2r = [], []
    for r in regs:
        q, qe, d, de = _hw_kind(r)
        base = f"{mname}_{_rname(r)}"
        dim = f"[{r.count_max - 1}:0] " if r.count is not None else ""
        if q or qe:
            o.append(f"  typedef struct packed {{  // {r.name} ({r.access}) to the block")
            for f in reversed(r.fields):
                if q:
                    o.append(f"    logic {_lw(f.width_max)}{f.name};  // value")
            if qe:
                what = "read" if r.access == "RC" else "write"
                o.append(f"    logic qe;  // an accepted {what} of the register this cycle")
            o.append(f"  }} {base}_reg2hw_t;")
            r2h.append(f"    {base}_reg2hw_t {dim}{_rname(r)};")
        if d:
            o.append(f"  typedef struct packed {{  // {r.name} ({r.access}) from the block")
            for f in reversed(r.fields):
                o.append(f"    logic {_lw(f.width_max)}{f.name};  // "
                         + ("value" if not de else ("bits to set" if r.access == "W1C"
                                                    else "next value")))
            if de:
                o.append("    logic de;  // load (W1C: set) the fields this cycle")
            o.append(f"  }} {base}_hw2reg_t;")
            h2r.append(f"    {base}_hw2reg_t {dim}{_rname(r)};")
    if blk.illegal[mname] == "reject":
        r2h.append("    logic rejected;  // an accepted access is rejected this cycle")
    if not h2r:
        h2r.append("    logic unused;  // the map has no hardware-updated field")
    o += ["  typedef struct packed {"] + list(reversed(r2h)) + [f"  }} {mname}_reg2hw_t;"]
    o += ["  typedef struct packed {"] + list(reversed(h2r)) + [f"  }} {mname}_hw2reg_t;"]
    return o


def top_name(blk, mname):
    pre = blk.sv_package[:-len("_reg_pkg")] if blk.sv_package.endswith("_reg_pkg") \
        else blk.sv_package
    return f"{pre}_reg_top" if pre == mname else f"{pre}_{mname}_reg_top"


def _params_of(blk, regs, bugs):
    used = set()
    for r in regs:
        if isinstance(r.count, str):
            used.add(r.count)
        for f in r.fields:
            for v in (f.width, f.reset) + ((f.legal[0],) if f.legal else ()):
                if isinstance(v, str):
                    used.add(v)
    return [p for p in blk.params if p in used]


def gen_sv_top(blk, mname, mdoc, regs):
    _check_top(blk, mname, regs)
    mod = top_name(blk, mname)
    pkg = blk.sv_package
    pre = mname.upper()
    bugs = [b for b in blk.bugs if b["map"] == mname]
    params = _params_of(blk, regs, bugs)
    reject = blk.illegal[mname] == "reject"
    rows = [("access", "read", "write")]
    for a in ACCESS:
        if any(r.access == a for r in regs):
            rows.append((a, {"WO": "0"}.get(a, "value" if a != "RC" else "value, then clear"),
                         {"RW": "store (unless locked or illegal)", "WO": "store, qe",
                          "RO": "rejected" if reject else "ignored", "WC": "clear, qe",
                          "W1C": "clear the 1 bits, qe", "RC": "ignored"}[a]))
    def para(text):
        return ["// " + x for x in textwrap.wrap(text, 96)]
    o = para(f"{mod}: the register file of map {mname} ({mdoc}). Generated by {TOOL} from "
             f"{blk.rel}. Do not edit: edit the description.")
    o.append("//")
    o += para("The register-bus endpoint (rtl/common/cc_reg_if.sv) answers every access one "
              "cycle later; this module decodes the word address, holds the software-writable "
              f"flops (one {blk.data_width}-bit word per register element, <reg>_q, public for "
              "the register back door) and exchanges values with the block through "
              f"{pkg}::{mname}_reg2hw_t and {mname}_hw2reg_t. Access types:")
    o += ascii_table(rows, "//")
    o += para("A W1C/RC/WC register loads hw2reg's fields when de is 1 (W1C: sets those bits), "
              "after the software effect of the same cycle. "
              + ("An unknown address, a write to an RO register, a write while the lock field "
                 "is 1 or a write of an illegal value is rejected (rerr, no effect, "
                 "reg2hw.rejected)." if reject else
                 "An unknown address reads 0; writes to it or to an RO register are ignored "
                 "(never rerr)."))
    o.append(f"module {mod}")
    o.append(f"  import {pkg}::*;")
    if params:
        o.append("#(")
        for i, pn in enumerate(params):
            o.append(f"  /// {blk.params[pn]['doc']} (at most {blk.params[pn]['max']}).")
            o.append(f"  parameter int unsigned {pn} = {blk.params[pn]['default']}"
                     + ("," if i + 1 < len(params) else ""))
        o.append(") (")
    else:
        o.append("(")
    o += ["  /// Clock, rising edge.", "  input  logic                    clk_i,",
          "  /// Asynchronous reset, active low.", "  input  logic                    rst_ni,",
          "  /// Register bus request.", "  input  cc_reg_pkg::cc_reg_req_t reg_req_i,",
          "  /// Register bus response.", "  output cc_reg_pkg::cc_reg_rsp_t reg_rsp_o,",
          "  /// Register values and strobes to the block.",
          f"  output {mname}_reg2hw_t          reg2hw_o,",
          "  /// Hardware values and updates from the block.",
          f"  input  {mname}_hw2reg_t          hw2reg_i", ");", ""]
    if bugs:
        o += ["`ifdef COLLNET_BUGS",
              "  // Deliberate bugs of the bug-variant models only (COLLNET_BUGS, never in production),",
              "  // each selected at run time by +bug=<name> (from the description's bugs:)."]
        for b in bugs:
            o.append(f"  bit bug_{b['name']};  // {b['reg']}: {BUG_KINDS[b['kind']]}"
                     + (f" ({b['field']} := {b['value']})" if b["kind"] == "reset" else ""))
            o.append(f"  initial bug_{b['name']} = $test$plusargs(\"bug={b['name']}\");")
        o += ["`endif", ""]
    o += ["  // ---- Bus endpoint ----",
          "  logic              acc;    // an access is accepted at this edge",
          "  logic              we;     // ... and it is a write",
          "  logic [REG_AW-1:0] addr;   // its word address",
          "  logic [REG_DW-1:0] wdata;  // its write data",
          "  logic [REG_DW-1:0] rdata;  // read data of the addressed register",
          "  logic              err;    // the access is rejected",
          "  cc_reg_if #(", "    .AddrW (REG_AW),", "    .DataW (REG_DW)", "  ) i_reg_if (",
          "    .clk_i     (clk_i),", "    .rst_ni    (rst_ni),", "    .reg_req_i (reg_req_i),",
          "    .reg_rsp_o (reg_rsp_o),", "    .acc_o     (acc),", "    .we_o      (we),",
          "    .addr_o    (addr),", "    .wdata_o   (wdata),", "    .rdata_i   (rdata),",
          "    .err_i     (err)", "  );", ""]
    rd_terms, ok_terms = [], []
    for r in regs:
        rn = _rname(r)
        cap = "".join(w.capitalize() for w in rn.split("_"))
        n = (r.count if r.count is not None else 1)
        q, qe, d, de = _hw_kind(r)
        stored = r.access in STORED
        o.append(f"  // ---- {r.name} ({r.access}{', volatile' if r.volatile else ''}"
                 f"{', locked by ' + r.lock if r.lock else ''}): {r.doc} ----")
        o.append(f"  localparam int unsigned {cap}N = {n};  // elements")
        mask = " |\n      ".join(
            f"(REG_DW'((64'(1) << {f.width}) - 64'(1)) << {pre}_{r.name}_{f.name.upper()}_LSB)"
            for f in r.fields)
        o.append(f"  localparam logic [REG_DW-1:0] {cap}Mask =  // field bits\n      {mask};")
        rst = " |\n      ".join(
            f"(REG_DW'({f.reset}) << {pre}_{r.name}_{f.name.upper()}_LSB)" for f in r.fields)
        if stored or not d:
            o.append(f"  localparam logic [REG_DW-1:0] {cap}Reset =  // reset value\n      {rst};")
        o.append(f"  logic [{cap}N-1:0]             {rn}_hit;  // element addressed")
        o.append(f"  logic [{cap}N-1:0][REG_DW-1:0] {rn}_rd;   // element read value")
        if stored:
            o.append(f"  logic [{cap}N-1:0][REG_DW-1:0] {rn}_q /*verilator public_flat_rw*/;")
            o.append(f"  logic [{cap}N-1:0][REG_DW-1:0] {rn}_d;")
        if r.access in ("RW", "WO"):
            o.append(f"  logic [{cap}N-1:0]             {rn}_wok;  // write allowed")
        stride = f" + i * {pre}_{r.name}_STRIDE" if r.count is not None else ""
        o += ["  always_comb begin", f"    for (int unsigned i = 0; i < {cap}N; i++) begin",
              f"      {rn}_hit[i] = 32'(addr) == 32'({pre}_{r.name}_OFFSET){stride};",
              "    end", "  end"]
        o.append("  always_comb begin")
        o.append(f"    for (int unsigned i = 0; i < {cap}N; i++) begin")
        # read value
        if r.access == "WO":
            o.append(f"      {rn}_rd[i] = '0;")
        elif stored:
            o.append(f"      {rn}_rd[i] = {rn}_q[i] & {cap}Mask;")
        elif d:
            terms = " |\n                    ".join(
                f"(REG_DW'(hw2reg_i.{rn}" + ("[i]" if r.count is not None else "")
                + f".{f.name}) << {pre}_{r.name}_{f.name.upper()}_LSB)" for f in r.fields)
            o.append(f"      {rn}_rd[i] = ({terms}) & {cap}Mask;")
        else:
            o.append(f"      {rn}_rd[i] = {cap}Reset & {cap}Mask;")
        # write permission
        if r.access in ("RW", "WO"):
            conds = []
            if r.lock:
                lr, lf = r.lock.split(".")
                lreg = [x for x in regs if x.name == lr][0]
                li = "[i]" if lreg.count is not None else "[0]"
                conds.append(f"!{_rname(lreg)}_q{li}[{pre}_{lr}_{lf.upper()}_LSB]")
            for f in r.fields:
                if f.legal:
                    fl = f"{pre}_{r.name}_{f.name.upper()}_LSB"
                    c = f"(32'(wdata[{fl} +: {f.width_max}]) < 32'({f.legal[0]}))"
                    if f.legal[1]:
                        c = f"(wdata[{pre}_{r.name}_{f.legal[1].upper()}_LSB] || {c})"
                    conds.append(c)
            o.append(f"      {rn}_wok[i] = {' && '.join(conds) if conds else chr(49) + chr(39) + 'b1'};")
        # next value
        if stored:
            o.append(f"      {rn}_d[i] = {rn}_q[i];")
            if r.access in ("RW", "WO"):
                o.append(f"      if (we && {rn}_hit[i] && {rn}_wok[i]) {rn}_d[i] = wdata & {cap}Mask;")
            elif r.access == "WC":
                o.append(f"      if (we && {rn}_hit[i]) {rn}_d[i] = '0;")
            elif r.access == "W1C":
                o.append(f"      if (we && {rn}_hit[i]) {rn}_d[i] = {rn}_q[i] & ~wdata;")
            elif r.access == "RC":
                o.append(f"      if (acc && !we && {rn}_hit[i]) {rn}_d[i] = '0;")
            if de:
                idx = "[i]" if r.count is not None else ""
                val = " |\n            ".join(
                    f"(REG_DW'(hw2reg_i.{rn}{idx}.{f.name}) << {pre}_{r.name}_{f.name.upper()}_LSB)"
                    for f in r.fields)
                if r.access == "W1C":
                    o.append(f"      if (hw2reg_i.{rn}{idx}.de) {rn}_d[i] = {rn}_d[i] | (({val}) & {cap}Mask);")
                else:
                    o.append(f"      if (hw2reg_i.{rn}{idx}.de) {rn}_d[i] = ({val}) & {cap}Mask;")
            for b in bugs:
                if b["reg"] == r.name and b["kind"] == "write_loads":
                    o += ["`ifdef COLLNET_BUGS",
                          f"      if (bug_{b['name']} && we && {rn}_hit[i]) {rn}_d[i] = wdata & {cap}Mask;",
                          "`endif"]
        o += ["    end", "  end"]
        if stored:
            rv = f"{cap}Reset"
            o.append("  always_ff @(posedge clk_i or negedge rst_ni) begin")
            o.append("    if (!rst_ni) begin")
            rb = [b for b in bugs if b["reg"] == r.name and b["kind"] == "reset"]
            if rb:
                o.append("`ifdef COLLNET_BUGS")
                for b in rb:
                    fl = f"{pre}_{r.name}_{b['field'].upper()}_LSB"
                    fw = [f for f in r.fields if f.name == b["field"]][0].width_max
                    o.append(f"      for (int unsigned i = 0; i < {cap}N; i++) begin")
                    o.append(f"        {rn}_q[i] <= {rv};")
                    o.append(f"        if (bug_{b['name']}) {rn}_q[i][{fl} +: {fw}] <= {fw}'({b['value']});")
                    o.append("      end")
                o.append("`else")
            o.append(f"      {rn}_q <= {{{cap}N{{{rv}}}}};")
            if rb:
                o.append("`endif")
            o += ["    end else begin", f"      {rn}_q <= {rn}_d;", "    end", "  end"]
        o.append("")
        rd_terms.append(rn)
        if r.access == "RO":
            ok_terms.append(f"({rn}_hit != '0 && !we)")
        elif r.access in ("RW", "WO"):
            ok_terms.append(f"({rn}_hit & ({rn}_wok | {{{cap}N{{!we}}}})) != '0")
        else:
            ok_terms.append(f"{rn}_hit != '0")
    # read mux, error, reg2hw
    o += ["  // ---- Read data and rejection ----", "  always_comb begin", "    rdata = '0;"]
    for r in regs:
        rn = _rname(r)
        cap = "".join(w.capitalize() for w in rn.split("_"))
        o += [f"    for (int unsigned i = 0; i < {cap}N; i++) begin",
              f"      if ({rn}_hit[i]) rdata = rdata | {rn}_rd[i];", "    end"]
    o.append("  end")
    if reject:
        o.append("  assign err = acc && !(" + " ||\n                     ".join(ok_terms) + ");")
    else:
        o.append("  assign err = 1'b0;  // illegal: ignore (the map never rejects)")
    o += ["", "  // ---- To the block ----", "  always_comb begin", "    reg2hw_o = '0;"]
    if reject:
        o.append("    reg2hw_o.rejected = err;")
    for r in regs:
        q, qe, d, de = _hw_kind(r)
        if not (q or qe):
            continue
        rn = _rname(r)
        cap = "".join(w.capitalize() for w in rn.split("_"))
        idx = "[i]" if r.count is not None else ""
        o.append(f"    for (int unsigned i = 0; i < {cap}N; i++) begin")
        if q:
            for f in r.fields:
                o.append(f"      reg2hw_o.{rn}{idx}.{f.name} = {rn}_q[i][{pre}_{r.name}_"
                         f"{f.name.upper()}_LSB +: {f.width_max}];")
        if qe:
            cond = "acc && !we" if r.access == "RC" else "we"
            o.append(f"      reg2hw_o.{rn}{idx}.qe = {cond} && {rn}_hit[i];")
        o.append("    end")
    o += ["  end", "",
          "  // Waiver: hw2reg elements above an array's count and bits above a field's width are",
          "  // not read (the structs have the largest sizes); acc is not needed by every map.",
          "  logic unused_hw2reg;",
          "  assign unused_hw2reg = ^{hw2reg_i, acc};", "", "endmodule", ""]
    return "\n".join(o)


def sv_struct(name, fields):
    """A packed struct of the register's fields, bit 0 up to the top field (gaps: rsvd<lsb>).

    Only for registers whose field widths are all fixed."""
    if any(not isinstance(f.width, int) for f in fields):
        return []
    members = []
    pos = 0
    for f in sorted(fields, key=lambda f: f.lsb):
        if f.lsb > pos:
            members.append((f"rsvd{pos}", f.lsb - pos))
        members.append((f.name, f.width))
        pos = f.lsb + f.width
    o = ["  typedef struct packed {"]
    for n, w in reversed(members):
        o.append(f"    logic {'' if w == 1 else f'[{w - 1}:0] '}{n};")
    o.append(f"  }} {name};")
    return o


def sv_packet_table(p):
    rows = [("bits", "field", "meaning")]
    for f in reversed(p.fields):
        rows.append((packet_bits(f), f.name if not f.reserved else "-", f.doc))
    return ["  " + line for line in ascii_table(rows, "//")]


def ascii_table(rows, cm):
    w = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for k, r in enumerate(rows):
        out.append(f"{cm} | " + " | ".join(c.ljust(w[i]) for i, c in enumerate(r)) + " |")
        if k == 0:
            out.append(f"{cm} |" + "|".join("-" * (x + 2) for x in w) + "|")
    return out


def packet_bits(f):
    if f.width == 1:
        return f.lsb.fmt()
    return f"{f.lsb.add(f.width).add(-1).fmt()}:{f.lsb.fmt()}"


# ---- C++ header ------------------------------------------------------------------------------
def gen_cpp(blk):
    ns = blk.cpp_namespace
    o = [f"// {blk.name}_regs.h: registers and packets of the {blk.name} block.",
         f"// Generated by {TOOL} from {blk.rel}. Do not edit: edit the description.",
         "#pragma once", "", "#include <cstdint>", "", f"namespace {ns} {{", "",
         "/// Software access of a register (UVM names).",
         "enum class access : std::uint8_t { " + ", ".join(ACCESS) + " };", "",
         f"constexpr unsigned ADDR_WIDTH = {blk.addr_width};  ///< word-address width",
         f"constexpr unsigned DATA_WIDTH = {blk.data_width};  ///< register data width", ""]
    if blk.params:
        o.append("/// Design parameters the map depends on (defaults of the description).")
        o.append("struct params {")
        for pn, pd in blk.params.items():
            o.append(f"  unsigned {pn} = {pd['default']};  ///< {pd['doc']} (max {pd['max']})")
        o.append("};")
        for pn, pd in blk.params.items():
            o.append(f"constexpr unsigned {snake(pn).upper()}_MAX = {pd['max']};"
                     f"  ///< largest legal {pn}")
        o.append("")
    o += ["/// Value of the field at lsb with mask (mask at bit 0) in a register or packet word.",
          "constexpr std::uint64_t field_get(std::uint64_t word, unsigned lsb, std::uint64_t mask) {",
          "  return (word >> lsb) & mask;", "}",
          "/// The field value v placed at lsb (bits above mask dropped).",
          "constexpr std::uint64_t field_put(std::uint64_t v, unsigned lsb, std::uint64_t mask) {",
          "  return (v & mask) << lsb;", "}", "",
          "/// Mask of the low w bits.",
          "constexpr std::uint64_t low_mask(unsigned w) {",
          "  return w >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << w) - 1u;", "}", ""]
    for mname, mdoc, regs in blk.maps:
        o += [f"/// Map {mname}: {mdoc}.", f"namespace {mname} {{"]
        for r in regs:
            rn = r.name
            o.append(f"// {rn}: {r.doc}")
            o.append(f"constexpr std::uint32_t {rn}_OFFSET = {hexw(r.offset, 3)};")
            o.append(f"constexpr access {rn}_ACCESS = access::{r.access};")
            o.append(f"constexpr bool {rn}_VOLATILE = {'true' if r.volatile else 'false'};")
            if r.count is not None:
                o.append(f"constexpr std::uint32_t {rn}_STRIDE = {hexw(r.stride)};")
                o.append(f"constexpr unsigned {rn}_N_MAX = {r.count_max};"
                         f"  ///< elements (count: {r.count})")
                o.append(f"/// Address of element i of {rn}.")
                o.append(f"constexpr std::uint32_t {rn}_ADDR(unsigned i) {{ return {rn}_OFFSET + "
                         f"i * {rn}_STRIDE; }}")
                for i, n in enumerate(r.index_names):
                    o.append(f"constexpr unsigned {n}_IDX = {i};")
                    o.append(f"constexpr std::uint32_t {n}_OFFSET = "
                             f"{hexw(r.offset + i * r.stride, 3)};")
            rv = r.const_reset()
            if rv is not None:
                o.append(f"constexpr std::uint32_t {rn}_RESET = {hexw(rv)};")
            else:
                terms = " | ".join(
                    f"(std::uint32_t{{{f.reset if isinstance(f.reset, int) else 'p.' + f.reset}}}"
                    f" << {f.lsb})" for f in r.fields)
                o.append(f"/// Reset value of {rn} for the parameters p.")
                o.append(f"constexpr std::uint32_t {rn}_RESET_OF(const params& p) {{ return "
                         f"{terms}; }}")
            wmask = 0
            for f in r.fields:
                fn = f"{rn}_{f.name.upper()}"
                m = (1 << f.width_max) - 1
                wmask |= m << f.lsb
                o.append(f"constexpr unsigned {fn}_LSB = {f.lsb};")
                if isinstance(f.width, int):
                    o.append(f"constexpr unsigned {fn}_WIDTH = {f.width};")
                    o.append(f"constexpr std::uint32_t {fn}_MASK = {hexw(m)};")
                else:
                    o.append(f"constexpr unsigned {fn}_WIDTH_MAX = {f.width_max};"
                             f"  ///< width = {f.width}")
                    o.append(f"constexpr std::uint32_t {fn}_MASK_MAX = {hexw(m)};")
            o.append(f"constexpr std::uint32_t {rn}_FIELDS_MASK = {hexw(wmask)};"
                     "  ///< every field bit (at max widths)")
        o += [f"}}  // namespace {mname}", ""]
        flops = [r for r in regs if r.access in STORED]
        mac = f"{blk.name.upper()}_{mname.upper()}_FLOPS"
        o += [f"/// Register back door of map {mname}: the public flops of the generated register file",
              f"/// {top_name(blk, mname)} (one {blk.data_width}-bit word per element: element i of a "
              "register is bits",
              f"/// [{blk.data_width} * i +: {blk.data_width}] of its flop). X(REG, flop) for every "
              "register that has flops.",
              f"#define {mac}(X) " + " ".join(f"X({r.name}, {_rname(r)}_q)" for r in flops), ""]
    for p in blk.packets:
        o += cpp_packet(blk, p)
    o += [f"}}  // namespace {ns}", ""]
    return "\n".join(o)


def cpp_packet(blk, p):
    pre = p.name.upper()
    lo = p.name.lower()
    parametric = any(not f.lsb.is_const() or not isinstance(f.width, int) for f in p.fields)
    o = [f"/// Packet {p.name}: {p.doc}."]
    arg = "const params& p" if parametric else ""

    def conv(q):
        return f"p.{q}"

    for f in p.fields:
        fn = f"{pre}_{f.name.upper()}"
        if f.lsb.is_const():
            o.append(f"constexpr unsigned {fn}_LSB = {f.lsb.const};")
        else:
            o.append(f"constexpr unsigned {fn}_LSB_OF(const params& p) {{ return "
                     f"{f.lsb.fmt(conv)}; }}")
        if isinstance(f.width, int):
            o.append(f"constexpr unsigned {fn}_WIDTH = {f.width};")
        else:
            o.append(f"constexpr unsigned {fn}_WIDTH_OF(const params& p) {{ return p.{f.width}; }}")
        for k, v in f.enum.items():
            o.append(f"constexpr unsigned {fn}_{k} = {v};")
    if p.width.is_const():
        o.append(f"constexpr unsigned {pre}_WIDTH = {p.width.const};")
    else:
        o.append(f"constexpr unsigned {pre}_WIDTH_OF(const params& p) {{ return "
                 f"{p.width.fmt(conv)}; }}")

    def lsb(f):
        return f"{pre}_{f.name.upper()}_LSB" + ("" if f.lsb.is_const() else "_OF(p)")

    def width(f):
        return f"{pre}_{f.name.upper()}_WIDTH" + ("" if isinstance(f.width, int) else "_OF(p)")

    o.append(f"/// Fields of a {p.name} word.")
    o.append(f"struct {lo}_fields {{")
    for f in p.fields:
        o.append(f"  std::uint64_t {f.name} = 0;  ///< {f.doc}")
    o.append("};")
    o.append(f"/// Splits a {p.name} word into its fields.")
    o.append(f"constexpr {lo}_fields {lo}_unpack(std::uint64_t w{', ' if arg else ''}{arg}) {{")
    o.append(f"  {lo}_fields f{{}};")
    for f in p.fields:
        o.append(f"  f.{f.name} = field_get(w, {lsb(f)}, low_mask({width(f)}));")
    o.append("  return f;")
    o.append("}")
    o.append(f"/// Assembles a {p.name} word from its fields (each truncated to its width).")
    o.append(f"constexpr std::uint64_t {lo}_pack(const {lo}_fields& f{', ' if arg else ''}{arg}) {{")
    o.append("  return " + " |\n         ".join(
        f"field_put(f.{f.name}, {lsb(f)}, low_mask({width(f)}))" for f in p.fields) + ";")
    o.append("}")
    if p.crc:
        c = p.crc
        fm = {f.name: f for f in p.fields}
        cf = fm[c["field"]]
        o.append(f"/// CRC-{cf.width}: poly {hexw(c['poly'])}, init {hexw(c['init'])}, xor_out "
                 f"{hexw(c['xor_out'])}, no reflection, bit pw-1 of the payload first.")
        o.append(f"constexpr std::uint32_t {pre}_CRC_POLY = {hexw(c['poly'])};")
        o.append(f"constexpr std::uint32_t {pre}_CRC_INIT = {hexw(c['init'])};")
        o.append(f"constexpr std::uint32_t {pre}_CRC_XOR_OUT = {hexw(c['xor_out'])};")
        o.append(f"/// CRC of the low pw bits of payload, MSB first.")
        o.append(f"constexpr std::uint32_t {lo}_crc(std::uint64_t payload, unsigned pw) {{")
        o.append(f"  std::uint32_t crc = {pre}_CRC_INIT;")
        o.append(f"  const std::uint32_t top = 1u << ({pre}_{cf.name.upper()}_WIDTH - 1);")
        o.append("  for (int i = static_cast<int>(pw) - 1; i >= 0; --i) {")
        o.append("    const bool fb = ((crc & top) != 0) != (((payload >> i) & 1u) != 0);")
        o.append(f"    crc = (crc << 1) & static_cast<std::uint32_t>(low_mask({pre}_{cf.name.upper()}_WIDTH));")
        o.append(f"    if (fb) crc ^= {pre}_CRC_POLY;")
        o.append("  }")
        o.append(f"  return crc ^ {pre}_CRC_XOR_OUT;")
        o.append("}")
        cov = [fm[n] for n in c["covers"]]
        o.append(f"/// Width of the CRC payload {{{', '.join(c['covers'])}}}.")
        o.append(f"constexpr unsigned {pre}_PAYLOAD_WIDTH{'_OF' if arg else ''}({arg}) {{")
        o.append("  return " + " + ".join(width(f) for f in cov) + ";")
        o.append("}")
        o.append(f"/// The CRC payload {{{', '.join(c['covers'])}}} (first field most significant).")
        o.append(f"constexpr std::uint64_t {lo}_payload(const {lo}_fields& f"
                 f"{', ' if arg else ''}{arg}) {{")
        o.append("  std::uint64_t v = 0;")
        for f in cov:
            o.append(f"  v = (v << {width(f)}) | (f.{f.name} & low_mask({width(f)}));")
        o.append("  return v;")
        o.append("}")
        pw = f"{pre}_PAYLOAD_WIDTH{'_OF(p)' if arg else '()'}"
        o.append(f"/// A {p.name} word with its CRC computed (f.{cf.name} is ignored).")
        o.append(f"constexpr std::uint64_t {lo}_encode({lo}_fields f{', ' if arg else ''}{arg}) {{")
        o.append(f"  f.{cf.name} = {lo}_crc({lo}_payload(f{', p' if arg else ''}), {pw});")
        o.append(f"  return {lo}_pack(f{', p' if arg else ''});")
        o.append("}")
        o.append(f"/// True when the CRC of a {p.name} word is correct and no bit above the "
                 "packet is set.")
        o.append(f"constexpr bool {lo}_crc_ok(std::uint64_t w{', ' if arg else ''}{arg}) {{")
        o.append(f"  const {lo}_fields f = {lo}_unpack(w{', p' if arg else ''});")
        pwid = f"{pre}_WIDTH" + ("_OF(p)" if arg else "")
        o.append(f"  return (w >> {pwid}) == 0 && "
                 f"{lo}_crc({lo}_payload(f{', p' if arg else ''}), {pw}) == f.{cf.name};")
        o.append("}")
    o.append("")
    return o


# ---- UVM register model ----------------------------------------------------------------------
def gen_uvm(blk):
    ns = blk.cpp_namespace
    o = [f"// {blk.name}_reg_model.h: UVM register model of the {blk.name} block.",
         f"// Generated by {TOOL} from {blk.rel}. Do not edit: edit the description.",
         "//",
         "// Against the UVM-SystemC register API: every register is a uvm_reg with its",
         "// uvm_reg_fields configured in build(); every map is a uvm_reg_block that creates its",
         "// registers, configures and builds them, adds them to its default map (word addresses,",
         "// 4 bytes per word, no byte addressing) and locks the model.",
         "#pragma once", "", "#include <string>", "#include <vector>", "",
         "#if __has_include(<uvm>)", "#include <uvm>", "#else", '#include "uvm.h"', "#endif", "",
         f'#include "{blk.name}_regs.h"', "",
         f"namespace {ns} {{", "namespace uvm_model {", ""]
    has_params = bool(blk.params)
    pty = f"{ns}::params"
    for mname, mdoc, regs in blk.maps:
        for r in regs:
            cls = f"{mname}_{r.name.lower()}_reg"
            o.append(f"/// {mname}.{r.name}: {r.doc}")
            o.append(f"class {cls} : public uvm::uvm_reg {{")
            o.append(" public:")
            for f in r.fields:
                o.append(f"  uvm::uvm_reg_field* {f.name} = nullptr;  ///< {field_bits(f)}")
            ctor_p = f"const {pty}& p = {pty}{{}}, " if has_params else ""
            o.append(f"  explicit {cls}({ctor_p}const std::string& name = \"{r.name}\")")
            o.append(f"      : uvm::uvm_reg(name, {blk.data_width}, uvm::UVM_NO_COVERAGE)"
                     + (", m_p(p) {}" if has_params else " {}"))
            o.append("  virtual void build() {")
            for f in r.fields:
                w = str(f.width) if isinstance(f.width, int) else f"m_p.{f.width}"
                rs = str(f.reset) if isinstance(f.reset, int) else f"m_p.{f.reset}"
                o.append(f"    {f.name} = uvm::uvm_reg_field::type_id::create(\"{f.name}\");")
                o.append(f"    {f.name}->configure(this, {w}, {f.lsb}, \"{r.access}\", "
                         f"/*volatile=*/{'true' if r.volatile else 'false'}, {rs}, "
                         f"/*has_reset=*/true, /*is_rand=*/{'true' if r.access == 'RW' else 'false'}, "
                         f"/*individually_accessible=*/false);")
            o.append("  }")
            if has_params:
                o += [" private:", f"  {pty} m_p;  ///< parameters of the instance"]
            o += ["};", ""]
        bcls = f"{mname}_reg_block"
        o.append(f"/// Map {mname}: {mdoc}.")
        o.append(f"class {bcls} : public uvm::uvm_reg_block {{")
        o.append(" public:")
        for r in regs:
            cls = f"{mname}_{r.name.lower()}_reg"
            if r.count is None:
                o.append(f"  {cls}* {r.name} = nullptr;")
            else:
                o.append(f"  std::vector<{cls}*> {r.name};  ///< {r.count} elements")
        ctor_p = f"const {pty}& p = {pty}{{}}, " if has_params else ""
        o.append(f"  explicit {bcls}({ctor_p}const std::string& name = \"{blk.name}_{mname}\")")
        o.append("      : uvm::uvm_reg_block(name, uvm::UVM_NO_COVERAGE)"
                 + (", m_p(p) {}" if has_params else " {}"))
        o.append("  virtual void build() {")
        o.append("    default_map = create_map(\"default_map\", 0, 4, uvm::UVM_LITTLE_ENDIAN, false);")
        for r in regs:
            cls = f"{mname}_{r.name.lower()}_reg"
            pa = "m_p, " if has_params else ""
            if r.count is None:
                o.append(f"    {r.name} = new {cls}({pa}\"{r.name}\");")
                o.append(f"    {r.name}->configure(this, nullptr, \"\");")
                o.append(f"    {r.name}->build();")
                o.append(f"    default_map->add_reg({r.name}, {mname}::{r.name}_OFFSET, "
                         f"\"{map_rights(r)}\");")
            else:
                cnt = str(r.count) if isinstance(r.count, int) else f"m_p.{r.count}"
                o.append(f"    for (unsigned i = 0; i < {cnt}; ++i) {{")
                if r.index_names:
                    names = ", ".join(f'"{n}"' for n in r.index_names)
                    o.append(f"      static const char* const names[] = {{{names}}};")
                    o.append(f"      auto* rg = new {cls}({pa}names[i]);")
                else:
                    o.append(f"      auto* rg = new {cls}({pa}\"{r.name}_\" + std::to_string(i));")
                o.append("      rg->configure(this, nullptr, \"\");")
                o.append("      rg->build();")
                o.append(f"      default_map->add_reg(rg, {mname}::{r.name}_ADDR(i), "
                         f"\"{map_rights(r)}\");")
                o.append(f"      {r.name}.push_back(rg);")
                o.append("    }")
        o.append("    lock_model();")
        o.append("  }")
        if has_params:
            o += [" private:", f"  {pty} m_p;  ///< parameters of the instance"]
        o += ["};", ""]
    o += ["}  // namespace uvm_model", f"}}  // namespace {ns}", ""]
    return "\n".join(o)


def map_rights(r):
    return "RO" if r.access == "RO" else ("WO" if r.access == "WO" else "RW")


# ---- Markdown tables -------------------------------------------------------------------------
def md_tables(blk):
    """{table id: markdown text} for every map and packet of the block."""
    t = {}
    for mname, mdoc, regs in blk.maps:
        rows = ["| offset | name | access | bits | reset | meaning |",
                "|---|---|---|---|---|---|"]
        for r in regs:
            if r.count is None:
                off = hexw(r.offset, 3)
            elif r.index_names:
                off = f"{hexw(r.offset, 3)} + k"
            else:
                off = f"{hexw(r.offset, 3)} + g * {hexw(r.stride)}"
            acc = r.access + (f", write rejected while {r.lock} = 1" if r.lock else "")
            bits = "<br>".join(f"[{field_bits(f)}] `{f.name}`" + (f": {f.doc}" if f.doc else "")
                               for f in r.fields)
            rv = r.const_reset()
            reset = hexw(rv) if rv is not None else ", ".join(
                f"`{f.name}` = {f.reset}" for f in r.fields)
            meaning = r.doc
            if r.count is not None:
                if r.index_names:
                    meaning += "; k = " + ", ".join(f"{i} `{n}`" for i, n in
                                                    enumerate(r.index_names))
                else:
                    meaning += f"; g < {r.count}"
            name = r.name + (f"[{r.count}]" if r.count is not None else "")
            if r.index_names:
                for i, (n, d) in enumerate(zip(r.index_names, r.index_docs)):
                    rows.append(f"| {hexw(r.offset + i * r.stride, 3)} | `{n}` = `{r.name}[{i}]` "
                                f"| {acc} | {bits} | {reset} | {d or r.doc} |")
                continue
            rows.append(f"| {off} | `{name}` | {acc} | {bits} | {reset} | {meaning} |")
        t[f"map {mname}"] = "\n".join(rows)
    for p in blk.packets:
        rows = ["| bits | field | width | meaning |", "|---|---|---|---|"]
        for f in reversed(p.fields):
            meaning = f.doc
            if f.enum:
                meaning += " (" + ", ".join(f"{v} = {k}" for k, v in f.enum.items()) + ")"
            rows.append(f"| {packet_bits(f)} | {'-' if f.reserved else '`' + f.name + '`'} | "
                        f"{f.width} | {meaning} |")
        text = "\n".join(rows)
        if p.crc:
            c = p.crc
            cf = next(f for f in p.fields if f.name == c["field"])
            text += (f"\n\nWidth {p.width.fmt()} bits. `{cf.name}`: CRC-{cf.width}, polynomial "
                     f"{hexw(c['poly'], 2)}, initial value {hexw(c['init'], 2)}, final XOR "
                     f"{hexw(c['xor_out'], 2)}, no reflection, over the payload "
                     f"{{{', '.join(c['covers'])}}} fed MSB first"
                     + (f" ({c['doc']})" if c["doc"] else "") + ".")
        else:
            text += f"\n\nWidth {p.width.fmt()} bits."
        t[f"packet {p.name}"] = text
    return t


def gen_md(blk):
    o = [f"<!-- Generated by {TOOL} from {blk.rel}. Do not edit. -->", ""]
    for k, v in md_tables(blk).items():
        o += [f"### {blk.name}: {k}", "", v, ""]
    return "\n".join(o)


MARK = re.compile(r"(<!-- reggen:begin (?P<block>\w+) (?P<id>[\w ]+?) -->\n)(?P<body>.*?)"
                  r"(<!-- reggen:end -->)", re.S)


def sync_doc(blk, doc, update):
    """Checks (or rewrites) the generated tables between markers in doc. Returns problems."""
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    tables = md_tables(blk)
    problems = []
    found = 0

    def repl(m):
        nonlocal found
        if m.group("block") != blk.name:
            return m.group(0)
        found += 1
        tid = m.group("id")
        line = text.count("\n", 0, m.start()) + 1
        if tid not in tables:
            problems.append(f"{doc}:{line}: no table '{tid}' in {blk.rel} "
                            f"(tables: {', '.join(tables)})")
            return m.group(0)
        want = tables[tid] + "\n"
        if m.group("body") != want:
            problems.append(f"{doc}:{line}: table '{tid}' differs from {blk.rel}")
        return m.group(1) + want + m.group(5)

    new = MARK.sub(repl, text)
    if found == 0:
        problems.append(f"{doc}:1: no '<!-- reggen:begin {blk.name} ... -->' marker")
    if update and new != text:
        with open(doc, "w", encoding="utf-8") as f:
            f.write(new)
        return [p for p in problems if "differs" not in p]
    return problems


def write_if_changed(path, text):
    try:
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("desc", help="block description (YAML)")
    ap.add_argument("--root", default=None,
                    help="source root, for the description's path in generated comments")
    ap.add_argument("--sv")
    ap.add_argument("--cpp")
    ap.add_argument("--uvm")
    ap.add_argument("--md")
    ap.add_argument("--sv-top", help="directory for the register files (one per map)")
    ap.add_argument("--check-doc", action="append", default=[])
    ap.add_argument("--update-doc", action="append", default=[])
    a = ap.parse_args(argv)
    try:
        blk = load(a.desc)
    except DescError as e:
        print(f"{a.desc}:{e.line}: {e.msg}", file=sys.stderr)
        return 1
    except OSError as e:
        print(f"{a.desc}:0: {e}", file=sys.stderr)
        return 1
    root = a.root or os.getcwd()
    blk.rel = os.path.relpath(os.path.abspath(a.desc), os.path.abspath(root)).replace(os.sep, "/")
    if a.sv:
        if os.path.basename(a.sv) != blk.sv_package + ".sv":
            print(f"{a.desc}:{blk.line_of_pkg}: sv_package '{blk.sv_package}' must match the "
                  f"file name {os.path.basename(a.sv)}", file=sys.stderr)
            return 1
        write_if_changed(a.sv, gen_sv(blk))
    if a.cpp:
        write_if_changed(a.cpp, gen_cpp(blk))
    if a.uvm:
        write_if_changed(a.uvm, gen_uvm(blk))
    if a.md:
        write_if_changed(a.md, gen_md(blk))
    if a.sv_top:
        try:
            for mname, mdoc, regs in blk.maps:
                write_if_changed(os.path.join(a.sv_top, top_name(blk, mname) + ".sv"),
                                 gen_sv_top(blk, mname, mdoc, regs))
        except DescError as e:
            print(f"{a.desc}:{e.line}: {e.msg}", file=sys.stderr)
            return 1
    rc = 0
    for doc in a.update_doc:
        for p in sync_doc(blk, doc, True):
            print(p, file=sys.stderr)
            rc = 1
    for doc in a.check_doc:
        problems = sync_doc(blk, doc, False)
        for p in problems:
            print(p, file=sys.stderr)
        if problems:
            rdoc = os.path.relpath(os.path.abspath(doc), os.path.abspath(root))
            print(f"refresh with: python3 {TOOL} {blk.rel} --update-doc {rdoc}", file=sys.stderr)
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main())
