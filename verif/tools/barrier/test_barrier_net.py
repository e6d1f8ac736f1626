#!/usr/bin/python3
"""CTest cases of the barrier_net tool (`./dv barrier`): test_barrier_net.py EXE CASE."""
import csv
import json
import os
import shutil
import subprocess
import sys
import tempfile

EXE, CASE = os.path.abspath(sys.argv[1]), sys.argv[2]


def run(*args):
    p = subprocess.run([EXE, *args], capture_output=True, text=True, timeout=100)
    return p.returncode, p.stdout, p.stderr


def fail(msg):
    print("FAIL:", msg)
    sys.exit(1)


def check(cond, msg):
    if not cond:
        fail(msg)


def summary(out):
    try:
        # RTL assertion messages (Verilator prints them on stdout) come before the JSON
        return json.loads(out[out.index("{\n"):] if "{\n" in out else out)
    except json.JSONDecodeError as e:
        fail(f"stdout is not JSON ({e}): {out[:300]}")


def case_json():
    rc, out, err = run("--fanout", "2", "--depth", "2", "--groups", "2", "--barriers", "5",
                       "--seed", "3")
    check(rc == 0, f"clean run exit {rc}: {err}")
    j = summary(out)
    for k in ("completed", "safety_violations", "exactly_once_violations", "latency_cycles",
              "retransmissions", "liveness_violations", "isolation_violations", "coverage"):
        check(k in j, f"key {k} missing")
    check(j["completed"] == 10 and j["expected"] == 10, f"completed {j['completed']}")
    check(j["safety_violations"] == 0 and j["exactly_once_violations"] == 0, "violations")
    lat = j["latency_cycles"]
    # depth 2, zero-delay links: last arrive -> release is at least 6*S+1 = 13 cycles
    # (rtl/barrier/README.md 6.1) and bounded by the checker's no-loss base.
    check(13 <= lat["min"] <= lat["mean"] <= lat["p99"] <= lat["max"], f"latency {lat}")
    check(lat["max"] <= j["liveness_bound"]["base"], f"latency {lat} over the bound")
    check(j["network"]["leaves"] == 4 and j["network"]["switches"] == 3, "network size")
    check(j["link"]["dropped"] == 0 and j["link"]["packets"] > 0, "link counters")


def case_events():
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "ev.csv")
        rc, out, err = run("--fanout", "3", "--depth", "1", "--groups", "2", "--barriers", "4",
                           "--drop", "0.1", "--seed", "5", "--events", f)
        check(rc == 0, f"exit {rc}: {err}")
        with open(f) as fh:
            lines = fh.read().splitlines()
    check(lines[0] == "cycle,leaf,group,event", f"header {lines[0]!r}")
    rows = list(csv.DictReader(lines))
    check(len(rows) == 3 * 4 * 2, f"{len(rows)} events, expected 24")
    cycles = [int(r["cycle"]) for r in rows]
    check(cycles == sorted(cycles), "events not in cycle order")
    state = {}
    for r in rows:
        leaf, ev = int(r["leaf"]), r["event"]
        check(ev in ("arrive", "release"), f"event {ev}")
        check(int(r["group"]) == leaf % 2, f"group of leaf {leaf}")
        want = "release" if state.get(leaf) == "arrive" else "arrive"
        check(ev == want, f"leaf {leaf}: {ev} after {state.get(leaf)}")
        state[leaf] = ev


def case_bad_args():
    base = ["--depth", "2", "--groups", "1", "--barriers", "2"]
    for args, what in ((base, "fanout"),
                       (["--fanout", "9", *base], "fanout"),
                       (["--fanout", "2", *base, "--drop", "2"], "drop"),
                       (["--fanout", "2", *base, "--fault", "edge=1,kind=sideways"], "kind"),
                       (["--fanout", "2", *base, "--fault", "edge=99"], "edge"),
                       (["--fanout", "1", "--depth", "1", "--groups", "3", "--barriers", "1"],
                        "groups"),
                       (["--fanout", "2", *base, "--bogus"], "bogus")):
        rc, out, err = run(*args)
        check(rc == 2, f"{args}: exit {rc}, expected 2")
        check(what in err.lower() or what in out.lower(), f"{args}: message lacks '{what}': {err}")


def case_faults():
    rc, out, err = run("--fanout", "3", "--depth", "2", "--groups", "2", "--barriers", "6",
                       "--drop", "0.05", "--dup", "0.05", "--corrupt", "0.05", "--delay", "3",
                       "--seed", "11", "--fault", "edge=0,kind=distribute,action=drop,count=1")
    check(rc == 0, f"exit {rc}: {err}")
    j = summary(out)
    check(j["completed"] == 12, f"completed {j['completed']}")
    check(j["retransmissions"]["total"] > 0, "no retransmission under loss")
    check(j["link"]["dropped"] > 0 and j["link"]["corrupted"] > 0, "no fault injected")
    # Exact (README "Corruption and ERR_CRC"): every corrupted packet taken by its receiver is
    # one ERR_CRC; the corrupted ones not taken are still in a link when the counters are read.
    crc = j["coverage"]["crc_drops_switch"] + j["coverage"]["crc_drops_leaf"]
    lk = j["link"]
    check(crc == lk["corrupted_delivered"], f"ERR_CRC {crc} != corrupted delivered {lk}")
    check(lk["corrupted"] == lk["corrupted_delivered"] + lk["corrupted_in_flight"], f"{lk}")
    check(j["coverage"]["crc_drops_switch"] + j["coverage"]["crc_drops_leaf"] > 0, "no CRC drop")


def race_arrivals_from_events(rows, groups):
    """Independent recount of the race_arrivals coverage from the events CSV (README "Races"):
    an arrive of leaf L at operation j >= 1 while some leaf of L's group has not been released
    from operation j-1 at an earlier cycle (a release in the arrive's own cycle does not count)."""
    arrives, releases = {}, {}  # leaf -> list of cycles
    for r in rows:
        (releases if r["event"] == "release" else arrives).setdefault(int(r["leaf"]), []).append(
            int(r["cycle"]))
    members = {}
    for leaf in arrives:
        members.setdefault(leaf % groups, []).append(leaf)
    n = 0
    for leaf, cycles in arrives.items():
        for j, c in enumerate(cycles):
            if j == 0:
                continue
            for other in members[leaf % groups]:
                rel = releases.get(other, [])
                if len(rel) < j or rel[j - 1] >= c:
                    n += 1
                    break
    return n


def race_run(args):
    with tempfile.TemporaryDirectory() as d:
        f = os.path.join(d, "ev.csv")
        rc, out, err = run(*args, "--events", f)
        check(rc == 0, f"{args}: exit {rc}: {err}")
        with open(f) as fh:
            rows = list(csv.DictReader(fh))
    return summary(out), rows


def case_races():
    # 1. Built to race, exactly: fan-out 2, depth 2, one group, no random fault, think 0. The
    #    first distribute to level-1 switch 1 (edge 1) is held 200 cycles, the first one to leaf
    #    1 (edge 3) 50 cycles. Leaf 0 is released, arrives at op 1 and its REDUCE(1) reaches
    #    switch 1.0 while leaf 1 has no DISTRIBUTE(0): one race at level 1. Leaf 1 is released
    #    ~50 cycles later, switch 1.0 sends REDUCE(1) to the root while switch 1.1 has no
    #    DISTRIBUTE(0): one race at level 0. Resends of these REDUCE(1)s (timeouts) count once.
    #    Leaf events: leaves 0 and 1 arrive at op 1 before leaves 2, 3 are released.
    j, rows = race_run(["--fanout", "2", "--depth", "2", "--groups", "1", "--barriers", "2",
                        "--think", "0", "--seed", "1",
                        "--fault", "edge=1,kind=distribute,action=delay,delay=200,count=1",
                        "--fault", "edge=3,kind=distribute,action=delay,delay=50,count=1"])
    cov = j["coverage"]
    check(cov["races_by_level"] == [1, 1], f"races_by_level {cov['races_by_level']}, want [1, 1]")
    check(cov["races_reduce_k1_vs_distribute_k"] == 2, f"races {cov}")
    check(cov["race_arrivals"] == 2 == race_arrivals_from_events(rows, 1),
          f"race_arrivals {cov['race_arrivals']}, from events {race_arrivals_from_events(rows, 1)}")
    # 2. Control: the same network without the held distributes never races.
    j, rows = race_run(["--fanout", "2", "--depth", "2", "--groups", "1", "--barriers", "2",
                        "--think", "0", "--seed", "1"])
    check(j["coverage"]["races_reduce_k1_vs_distribute_k"] == 0, f"control {j['coverage']}")
    check(j["coverage"]["race_arrivals"] == 0 == race_arrivals_from_events(rows, 1), "control")
    # 3. Random loss (the case of issue #6's review): lost distributes make siblings lag.
    args = ["--fanout", "4", "--depth", "2", "--groups", "2", "--barriers", "5", "--drop",
            "0.05", "--seed", "3"]
    j, rows = race_run(args)
    cov = j["coverage"]
    check(cov["races_reduce_k1_vs_distribute_k"] > 0, f"no race under loss: {cov}")
    check(sum(cov["races_by_level"]) == cov["races_reduce_k1_vs_distribute_k"], f"{cov}")
    check(cov["race_arrivals"] > 0, f"no race arrival under loss: {cov}")
    check(cov["race_arrivals"] == race_arrivals_from_events(rows, 2),
          f"race_arrivals {cov['race_arrivals']} != {race_arrivals_from_events(rows, 2)} (events)")


def case_waves():
    # A tiny network (1 switch, 1 leaf, 1 barrier) with --waves: the FST is written, the JSON
    # names it, and gtkwave's fst2vcd reads it back with the leaf's release_o toggling.
    check(shutil.which("fst2vcd") is not None, "fst2vcd (gtkwave) not installed")
    with tempfile.TemporaryDirectory() as d:
        for extra, name in (([], "barrier_net.fst"), (["--waves-file", "w/net.fst"], "w/net.fst")):
            os.makedirs(os.path.join(d, "w"), exist_ok=True)
            p = subprocess.run([EXE, "--fanout", "1", "--depth", "1", "--groups", "1",
                                "--barriers", "1", "--waves", *extra], capture_output=True,
                               text=True, timeout=100, cwd=d)
            check(p.returncode == 0, f"exit {p.returncode}: {p.stderr}")
            j = summary(p.stdout)
            check(j["waves"] == name, f"JSON waves {j.get('waves')!r}, expected {name!r}")
            fst = os.path.join(d, name)
            check(os.path.isfile(fst) and os.path.getsize(fst) > 0, f"{fst} not written")
            v = subprocess.run(["fst2vcd", fst], capture_output=True, text=True, timeout=60)
            check(v.returncode == 0, f"fst2vcd failed: {v.stderr[:300]}")
            vcd = v.stdout
            check("$enddefinitions" in vcd, "fst2vcd output has no VCD header")
            # the leaf's release_o: find its VCD id, then a 1 on it after time 0
            ids = [ln.split()[3] for ln in vcd.splitlines()
                   if ln.startswith("$var") and " release_o " in ln]
            check(ids, "no release_o signal in the waves")
            body = vcd[vcd.index("$enddefinitions"):]
            check(any(f"\n1{i}\n" in body for i in ids), "release_o never rises in the waves")
            check(body.count("\n#") > 20, "fewer than 20 time steps in the waves")
    rc, out, err = run("--fanout", "1", "--depth", "1", "--groups", "1", "--barriers", "1")
    check(summary(out)["waves"] is None, "JSON names waves without --waves")


def case_early_bad():
    rc, out, err = run("--fanout", "2", "--depth", "2", "--groups", "1", "--barriers", "4",
                       "--think", "30", "--switch", "early", "--seed", "2")
    check(rc == 1, f"exit {rc}, expected 1")
    j = summary(out)
    check(j["safety_violations"] > 0, "the system checker did not flag the early release")
    check("[BARNET_SAFETY]" in err, "no BARNET_SAFETY error line")


def case_lose_forever_bad():
    # edge 0 = the link of the first level-1 switch (up: reduces) ; every reduce of group 0 on
    # it is lost for good from cycle 0: the protocol cannot recover, liveness must fire.
    rc, out, err = run("--fanout", "2", "--depth", "2", "--groups", "1", "--barriers", "3",
                       "--seed", "4", "--fault", "edge=0,kind=reduce,action=drop,count=forever")
    check(rc == 1, f"exit {rc}, expected 1")
    j = summary(out)
    check(j["liveness_violations"] >= 1, "the checker did not flag the lost liveness")
    check(j["safety_violations"] == 0 and j["exactly_once_violations"] == 0, "spurious safety")
    check("[BARNET_LIVENESS]" in err, "no BARNET_LIVENESS error line")


def case_idle_skip():
    # The idle skip (verif/envs/barrier_net/bar_node.h) must not change anything a run reports:
    # same exit status, JSON (but the wall clock and the skip counts), events and error lines as
    # with every node evaluated in every cycle; under loss, duplication, corruption and delay,
    # and with an RTL bug that trips the checker and the RTL assertions.
    for args in (["--fanout", "3", "--depth", "3", "--groups", "2", "--barriers", "12",
                  "--drop", "0.15", "--dup", "0.1", "--corrupt", "0.05", "--delay", "3",
                  "--seed", "11"],
                 ["--fanout", "8", "--depth", "2", "--groups", "3", "--barriers", "6",
                  "--drop", "0.1", "--think", "20", "--seed", "12"],
                 ["--fanout", "2", "--depth", "2", "--groups", "1", "--barriers", "4",
                  "--think", "30", "--switch", "early", "--seed", "2"]):
        res = []
        with tempfile.TemporaryDirectory() as d:
            for extra in ([], ["--no-idle-skip"]):
                ev = os.path.join(d, "ev.csv")
                rc, out, err = run(*args, *extra, "--events", ev)
                j = summary(out)
                skip = j.pop("idle_skip")
                for k in ("wall_seconds", "barriers_per_second", "cycles_per_second"):
                    j.pop(k)
                with open(ev) as f:
                    res.append((rc, j, f.read(), err, skip))
        (rc_a, j_a, ev_a, err_a, sk_a), (rc_b, j_b, ev_b, err_b, sk_b) = res
        check(sk_a["on"] and not sk_b["on"], f"{args}: idle_skip.on {sk_a['on']} / {sk_b['on']}")
        check(sk_a["leaf_edges_skipped"] > 0 and sk_a["switch_edges_skipped"] > 0,
              f"{args}: nothing was skipped ({sk_a}), the comparison proves nothing")
        check(sk_b["leaf_edges_skipped"] == 0 and sk_b["switch_edges_skipped"] == 0,
              f"{args}: --no-idle-skip skipped edges ({sk_b})")
        check(rc_a == rc_b, f"{args}: exit {rc_a} with the skip, {rc_b} without")
        check(j_a == j_b, f"{args}: JSON differs: {json.dumps(j_a)} vs {json.dumps(j_b)}")
        check(ev_a == ev_b, f"{args}: events differ")
        check(err_a == err_b, f"{args}: error lines differ")


def case_threads():
    # Evaluating the nodes of a cycle on several threads (bar_net_pool.h) must not change what a
    # run reports: exit status, JSON (but the wall clock and the thread counts), events and the
    # set of error lines (two RTL assertions of one cycle may print in either order). Each run
    # must really have evaluated in parallel, or the comparison proves nothing.
    for args in (["--fanout", "4", "--depth", "3", "--groups", "2", "--barriers", "10",
                  "--drop", "0.15", "--dup", "0.1", "--corrupt", "0.05", "--delay", "3",
                  "--seed", "21", "--no-idle-skip"],
                 ["--fanout", "4", "--depth", "4", "--groups", "2", "--barriers", "4",
                  "--drop", "0.1", "--seed", "22"],
                 ["--fanout", "4", "--depth", "3", "--groups", "1", "--barriers", "4",
                  "--think", "30", "--switch", "early", "--seed", "2", "--no-idle-skip"]):
        res = []
        with tempfile.TemporaryDirectory() as d:
            for n in ("1", "2", "3"):
                ev = os.path.join(d, "ev.csv")
                rc, out, err = run(*args, "--threads", n, "--events", ev)
                j = summary(out)
                th = j.pop("threads")
                for k in ("wall_seconds", "barriers_per_second", "cycles_per_second"):
                    j.pop(k)
                check(th["count"] == int(n), f"{args}: --threads {n} ran {th}")
                check((th["parallel_evals"] > 0) == (n != "1"),
                      f"{args}: --threads {n}: {th['parallel_evals']} parallel evaluations")
                with open(ev) as f:
                    res.append((rc, j, f.read(), sorted(err.splitlines())))
        for n, r in zip(("2", "3"), res[1:]):
            check(r[0] == res[0][0], f"{args}: exit {r[0]} with {n} threads, {res[0][0]} with 1")
            check(r[1] == res[0][1], f"{args}: JSON differs with {n} threads: "
                                     f"{json.dumps(r[1])} vs {json.dumps(res[0][1])}")
            check(r[2] == res[0][2], f"{args}: events differ with {n} threads")
            check(r[3] == res[0][3], f"{args}: error lines differ with {n} threads")


def case_wide():
    # Fan-out 8 (9-port switch model, parent on port 8) with losses: every barrier completes.
    rc, out, err = run("--fanout", "8", "--depth", "2", "--groups", "2", "--barriers", "8",
                       "--drop", "0.1", "--dup", "0.05", "--seed", "3")
    check(rc == 0, f"exit {rc}: {err}")
    j = summary(out)
    check(j["network"]["leaves"] == 64 and j["network"]["switches"] == 9, f"{j['network']}")
    check(j["completed"] == j["expected"] == 16, f"completed {j['completed']} of 16")
    check(j["link"]["dropped"] > 0, "no packet dropped: the losses were not exercised")
    rc, out, err = run("--fanout", "8", "--depth", "2", "--groups", "1", "--barriers", "1",
                       "--switch", "early")
    check(rc == 2 and "fanout" in err, f"early switch at fan-out 8: exit {rc}, {err}")


globals()["case_" + CASE]()
print("PASS", CASE)
