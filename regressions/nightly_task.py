#!/usr/bin/python3
"""Run one run of a nightly manifest and write its result.json (the per-run unit of work).

    nightly_task.py MANIFEST.json INDEX
    nightly_task.py MANIFEST.json --array      (INDEX from $SLURM_ARRAY_TASK_ID)

The local launcher calls run_entry() in-process; the Slurm launcher runs this script as each
task of a job array, so both produce the same result.json for the same run.
Python 3.11 stdlib only.
"""

from __future__ import annotations

import json
import os
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import simrun  # noqa: E402


def run_entry(run: dict, stop_event: threading.Event | None = None, stream=None) -> dict:
    """Run one manifest entry; returns (and writes to <out>/result.json) its result dict."""
    out = Path(run["out_dir"])
    if out.exists():
        for p in out.iterdir():
            if p.is_file():
                p.unlink()
    res = simrun.run(run["cmd"], out, run["timeout_s"], stream=stream, stop_event=stop_event)
    ok, why = simrun.expect_ok(run["expect"], run.get("expect_error"), res)
    d = {
        "id": run["id"], "test": run["test"], "seed": run["seed"], "ok": ok, "why": why,
        "expect": run["expect"], "host": os.uname().nodename,
        "slurm_job": os.environ.get("SLURM_JOB_ID"), "repro": run.get("repro", ""),
        **res.to_json(),
    }
    # the signature of an unexpected result (a _bad test that passed has none of its own)
    if not ok and not d["signature"]:
        d["signature"] = simrun.normalise(why)
    if ok:
        d["signature"] = ""
    if res.status != "interrupted":
        tmp = out / "result.json.tmp"
        tmp.write_text(json.dumps(d, indent=1))
        tmp.replace(out / "result.json")
    return d


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    manifest = json.loads(Path(argv[0]).read_text())
    idx = int(os.environ["SLURM_ARRAY_TASK_ID"]) if argv[1] == "--array" else int(argv[1])
    d = run_entry(manifest["runs"][idx])
    print(f"{d['id']}: {'OK' if d['ok'] else 'FAILED'}: {d['why']}")
    return 0  # the verdict is in result.json; a non-zero exit would mean the task itself broke


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
