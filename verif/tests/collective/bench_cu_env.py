#!/usr/bin/env python3
"""bench_cu_env.py: simulated elements per second of the collective datapath, through the full
UVM environment (sim_cu_<cfg> +UVM_TESTNAME=cu_throughput_test +fp_full) and through the bare
streaming tool cu_vectors, on the same kind of vectors (fp_add, 12 random normal inputs, biased
exponents 900..1100), in one run. Also prints the environment's measured latency and elements
per cycle (the throughput test fails unless they are 6 and 1.0).

usage: bench_cu_env.py <bin dir> [--items N] [--configs narrow exact]
"""
import argparse
import os
import random
import re
import subprocess
import sys
import tempfile
import time


def make_vectors(path, n, seed=1):
    rnd = random.Random(seed)
    with open(path, "w") as f:
        for _ in range(n):
            words = []
            for _ in range(12):
                sign = rnd.getrandbits(1)
                bexp = rnd.randint(900, 1100)
                frac = rnd.getrandbits(52)
                words.append("%016x" % ((sign << 63) | (bexp << 52) | frac))
            f.write(" ".join(words) + "\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bin_dir")
    ap.add_argument("--items", type=int, default=50000)
    ap.add_argument("--configs", nargs="+", default=["narrow", "exact"])
    a = ap.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        vec = os.path.join(tmp, "vec.txt")
        make_vectors(vec, a.items)
        for cfg in a.configs:
            sim = os.path.join(a.bin_dir, "sim_cu_" + cfg)
            t0 = time.monotonic()
            p = subprocess.run([sim, "+UVM_TESTNAME=cu_throughput_test", "+fp_full", "+nocov",
                                "+items=%d" % a.items, "+out_dir=" + tmp],
                               capture_output=True, text=True)
            wall = time.monotonic() - t0
            m = re.search(r"(\d+) elements, outputs on (\d+) consecutive cycles: ([\d.]+) "
                          r"elements/cycle; latency (\d+)\.\.(\d+) cycles \(expected (\d+)\); "
                          r"run phase ([\d.]+) s wall = (\d+) simulated elements/s", p.stdout)
            if p.returncode != 0 or not m:
                sys.stderr.write(p.stdout[-3000:] + p.stderr[-2000:])
                print("%s: environment run FAILED (exit %d)" % (cfg, p.returncode))
                return 1
            env_eps = int(m.group(8))
            vt = None
            tool = os.path.join(a.bin_dir, "cu_vectors")
            if os.path.exists(tool):
                t1 = time.monotonic()
                with open(vec) as fin:
                    q = subprocess.run([tool, "--config", cfg], stdin=fin, capture_output=True,
                                       text=True)
                vt = time.monotonic() - t1
                if q.returncode != 0 or q.stdout.count("\n") != a.items:
                    print("%s: cu_vectors FAILED (exit %d)" % (cfg, q.returncode))
                    vt = None
            rows.append((cfg, a.items, m.group(3), m.group(4), m.group(5), float(m.group(7)),
                         env_eps, wall, vt))
    print("| config | elements | elements/cycle | latency (cycles) | env run phase (s) | "
          "env elements/s | env process wall (s) | cu_vectors wall (s) | cu_vectors elements/s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for cfg, n, epc, lmin, lmax, rs, eps, wall, vt in rows:
        print("| %s | %d | %s | %s..%s | %.2f | %d | %.2f | %s | %s |" % (
            cfg, n, epc, lmin, lmax, rs, eps, wall, "%.2f" % vt if vt else "n/a",
            "%d" % (n / vt) if vt else "n/a"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
