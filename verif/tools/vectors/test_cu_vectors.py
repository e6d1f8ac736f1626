#!/usr/bin/env python3
"""CTest checks of the cu_vectors tool (label `tool`).

Expected lines are computed here, independently of the RTL and of the C++ reference model:
for one- and two-input FP adds in the exact configuration the spec result is the correctly
rounded sum, i.e. Python's float addition (IEEE-754 binary64, round to nearest even); flags
come from exact rational arithmetic (fractions.Fraction): NX = rounded != exact, OF = finite
inputs gave an infinity, UF = NX and |exact| < 2^-1022, NV = signalling NaN or inf - inf.

Usage: test_cu_vectors.py <path-to-cu_vectors> <case>
cases: exact_host   random + directed 1/2-input lines, output compared line by line
       bad_line     a bad line: earlier results are all printed, error names the line, rc != 0
       too_many     a line with 13 values is rejected naming the line
       check_pass   --check on 12-input random lines of every op, narrow and exact: rc 0
       check_bad    --check on the narrow_bug_tie configuration with tie vectors: rc 1
       narrow_close narrow config, two inputs whose exponents differ by <= 11 (F = 64 keeps
                    every bit, so the host sum is exact there too): equal to the host
       host_bad     the same lines through narrow_bug_tie: the host comparison finds mismatches
"""
import random
import struct
import subprocess
import sys
from fractions import Fraction

QNAN = 0x7FF8000000000000
OPS = ["fp_add", "int_add_s", "int_add_u", "int_min_s", "int_max_s", "int_min_u", "int_max_u",
       "bit_and", "bit_or", "bit_xor", "fp_min", "fp_max"]


def to_f(b):
    return struct.unpack("<d", struct.pack("<Q", b))[0]


def to_b(f):
    return struct.unpack("<Q", struct.pack("<d", f))[0]


def is_nan(b):
    return (b >> 52) & 0x7FF == 0x7FF and b & ((1 << 52) - 1) != 0


def is_snan(b):
    return is_nan(b) and not (b >> 51) & 1


def is_inf(b):
    return (b >> 52) & 0x7FF == 0x7FF and b & ((1 << 52) - 1) == 0


def fmt(bits, flags):
    names = [n for n in ("NV", "OF", "UF", "NX") if n in flags]
    return "%016x %s" % (bits, ",".join(names) if names else "-")


def expected_add(vals):
    """Spec FP add of one or two binary64 words, correctly rounded (exact configuration)."""
    if any(is_nan(v) for v in vals):
        return fmt(QNAN, {"NV"} if any(is_snan(v) for v in vals) else set())
    infs = [v for v in vals if is_inf(v)]
    if infs:
        if len({v >> 63 for v in infs}) == 2:
            return fmt(QNAN, {"NV"})
        return fmt(infs[0], set())
    exact = sum((Fraction(to_f(v)) for v in vals), Fraction(0))
    if len(vals) == 1:
        r = to_f(vals[0])
    else:
        r = to_f(vals[0]) + to_f(vals[1])
    rb = to_b(r)
    if exact == 0:
        return fmt(0x8000000000000000 if all(v == 0x8000000000000000 for v in vals) else 0, set())
    flags = set()
    if is_inf(rb):
        return fmt(rb, {"OF", "NX"})
    if Fraction(r) != exact:
        flags.add("NX")
        if abs(exact) < Fraction(1, 2 ** 1022):
            flags.add("UF")
    return fmt(rb, flags)


def rand_word(rng):
    s = rng.getrandbits(1)
    f = rng.getrandbits(52)
    k = rng.randrange(8)
    if k == 0:
        return rng.getrandbits(64)
    if k == 1:
        e = rng.randrange(3)  # subnormal / tiny
    elif k == 2:
        e = 2046 - rng.randrange(3)  # huge
    elif k == 3:
        return (s << 63) | (0x7FF << 52) | (rng.choice([0, 1 << 51, 1, 0x123]))  # inf / NaN
    elif k == 4:
        return s << 63  # zero
    else:
        e = 1023 - 30 + rng.randrange(60)
    return (s << 63) | (e << 52) | f


def partner(rng, a):
    e = (a >> 52) & 0x7FF
    k = rng.randrange(4)
    if k == 0:
        return a ^ (1 << 63)
    if k == 1 and 54 < e < 2047:  # half an ulp of a: a tie
        return ((rng.getrandbits(1)) << 63) | ((e - 53) << 52)
    if k == 2 and 12 < e < 2047:
        return (rng.getrandbits(1) << 63) | ((e - rng.randrange(12)) << 52) | rng.getrandbits(52)
    return rand_word(rng)


def host_lines(rng, count):
    lines = []
    directed = [0x0, 0x8000000000000000, 0x3FF0000000000000, 0x3CA0000000000000,
                0x3FF0000000000001, 0x7FEFFFFFFFFFFFFF, 0x7C90000000000000, 0x1, 0x000FFFFFFFFFFFFF,
                0x7FF0000000000000, 0xFFF0000000000000, 0x7FF4000000000000, 0xFFF8000000000000]
    for a in directed:
        for b in directed:
            lines.append([a, b])
    for a in directed:
        lines.append([a])
    while len(lines) < count:
        a = rand_word(rng)
        lines.append([a] if rng.randrange(10) == 0 else [a, partner(rng, a)])
    return lines


def run(tool, args, text):
    return subprocess.run([tool] + args, input=text, capture_output=True, text=True, timeout=300)


def fail(msg):
    print("FAIL: " + msg)
    sys.exit(1)


def case_exact_host(tool):
    rng = random.Random(7)
    lines = host_lines(rng, 3000)
    text = "# exact-config host check\n" + "".join(
        " ".join("%016x" % v for v in l) + ("  # comment\n" if i % 100 == 0 else "\n")
        for i, l in enumerate(lines))
    p = run(tool, ["--config", "exact", "--op", "fp_add"], text)
    if p.returncode != 0:
        fail("rc %d, stderr: %s" % (p.returncode, p.stderr))
    got = p.stdout.splitlines()
    exp = [expected_add(l) for l in lines]
    if len(got) != len(exp):
        fail("%d output lines for %d inputs" % (len(got), len(exp)))
    bad = [(i, l, g, e) for i, (l, g, e) in enumerate(zip(lines, got, exp)) if g != e]
    for i, l, g, e in bad[:10]:
        print("line %d: %s -> got '%s' expected '%s'" % (i + 2, l, g, e))
    if bad:
        fail("%d of %d lines differ" % (len(bad), len(exp)))
    print("PASS: %d lines equal the host sums" % len(exp))


def case_bad_line(tool):
    good = [[0x3FF0000000000000, 0x3FF0000000000000], [0x3FF0000000000000, 0x3CA0000000000000],
            [0x7FF0000000000000, 0xFFF0000000000000]]
    text = ("%016x %016x\n%016x %016x\n# only a comment\n%016x %016x\n"
            "3ff0000000000000 zz\n3ff0000000000000\n") % tuple(v for l in good for v in l)
    p = run(tool, ["--config", "exact"], text)
    if p.returncode == 0:
        fail("bad line accepted")
    if "line 5" not in p.stderr:
        fail("error does not name line 5: " + p.stderr)
    exp = [expected_add(l) for l in good]
    if p.stdout.splitlines() != exp:
        fail("results before the bad line lost or wrong: %r vs %r" % (p.stdout, exp))
    print("PASS: " + p.stderr.strip())


def case_too_many(tool):
    text = "0000000000000000\n" + " ".join(["3ff0000000000000"] * 13) + "\n"
    p = run(tool, ["--config", "narrow"], text)
    if p.returncode == 0 or "line 2" not in p.stderr:
        fail("13 values accepted or line not named: rc %d %s" % (p.returncode, p.stderr))
    if p.stdout.splitlines() != ["0000000000000000 -"]:
        fail("result of line 1 lost: %r" % p.stdout)
    print("PASS: " + p.stderr.strip())


def random_lines(rng, count, n):
    out = []
    for _ in range(count):
        k = 1 + rng.randrange(n)
        a = rand_word(rng)
        vals = [a] + [partner(rng, a) if rng.randrange(2) else rand_word(rng) for _ in range(k - 1)]
        out.append(" ".join("%016x" % v for v in vals))
    return "\n".join(out) + "\n"


def case_check_pass(tool):
    rng = random.Random(11)
    for config in ("narrow", "exact"):
        for op in OPS:
            p = run(tool, ["--config", config, "--op", op, "--check"], random_lines(rng, 300, 12))
            if p.returncode != 0:
                fail("%s %s: rc %d\n%s" % (config, op, p.returncode, p.stderr[-2000:]))
    print("PASS: --check agrees on every op, narrow and exact")


def case_check_bad(tool):
    # 1 + 2^-53 is a tie: the correct result stays 1.0, the broken RTL rounds up.
    text = "3ff0000000000000 3ca0000000000000\n" + random_lines(random.Random(5), 300, 12)
    p = run(tool, ["--config", "narrow_bug_tie", "--op", "fp_add", "--check"], text)
    if p.returncode != 1 or "line 1: mismatch" not in p.stderr:
        fail("--check did not fire on the broken RTL: rc %d %s" % (p.returncode, p.stderr))
    print("PASS: --check fired: " + p.stderr.splitlines()[0])


def close_lines(rng, count):
    lines = []
    for _ in range(count):
        e = 12 + rng.randrange(2030)
        a = (rng.getrandbits(1) << 63) | (e << 52) | rng.getrandbits(52)
        k = 1 + rng.randrange(11)
        if rng.randrange(2):  # b's lowest set bit at half an ulp of a: a tie
            b = (rng.getrandbits(1) << 63) | ((e - k) << 52) | \
                ((rng.getrandbits(52) << k) & ((1 << 52) - 1)) | (1 << (k - 1))
        else:
            b = (rng.getrandbits(1) << 63) | ((e - rng.randrange(12)) << 52) | rng.getrandbits(52)
        lines.append([a, b])
    return lines


def compare_close(tool, config):
    lines = close_lines(random.Random(3), 3000)
    text = "".join("%016x %016x\n" % (a, b) for a, b in lines)
    p = run(tool, ["--config", config], text)
    if p.returncode != 0:
        fail("rc %d: %s" % (p.returncode, p.stderr))
    got = p.stdout.splitlines()
    exp = [expected_add(l) for l in lines]
    if len(got) != len(exp):
        fail("%d output lines for %d inputs" % (len(got), len(exp)))
    return [(i + 1, g, e) for i, (g, e) in enumerate(zip(got, exp)) if g != e]


def case_narrow_close(tool):
    bad = compare_close(tool, "narrow")
    for b in bad[:10]:
        print("line %d: got '%s' expected '%s'" % b)
    if bad:
        fail("%d lines differ from the host" % len(bad))
    print("PASS: narrow equals the host on 3000 close-exponent sums")


def case_host_bad(tool):
    bad = compare_close(tool, "narrow_bug_tie")
    if not bad:
        fail("the host comparison did not catch the tie bug")
    print("PASS: host comparison caught %d wrong lines, first: line %d got '%s' expected '%s'"
          % ((len(bad),) + bad[0]))


if __name__ == "__main__":
    tool_path, case = sys.argv[1], sys.argv[2]
    globals()["case_" + case](tool_path)
