#!/usr/bin/python3
"""A private one-node Slurm cluster on this machine (for testing the Slurm launcher).

    with SlurmCluster() as c:          # munged + slurmctld + slurmd, private config and ports
        env = c.env()                  # SLURM_CONF=... for sbatch/squeue/scancel/scontrol
        ...
    # everything stopped (by pid) and the temp dir removed, also on failure

    slurm_cluster.py up [--dir DIR]    # bring up and print `export SLURM_CONF=...`, for manual use
    slurm_cluster.py down --dir DIR    # stop the daemons started by `up`

Needs root (slurmd runs jobs as the submitting user) and the Debian packages slurm-wlm and
munge. No systemd is needed: munged runs as the munge user with its own socket, key copy, pid
and log in the temp dir; slurmctld/slurmd run in the foreground (-D) as our children, with
proctrack/linuxproc and task/none (no cgroups), jobcomp/filetxt (no slurmdbd), and ports picked
free at bring-up. Python 3.11 stdlib only.
"""

from __future__ import annotations

import argparse
import os
import pwd
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path


class SlurmError(RuntimeError):
    pass


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(pred, timeout: float, what: str, logs=()) -> None:
    t0 = time.monotonic()
    while time.monotonic() - t0 < timeout:
        if pred():
            return
        time.sleep(0.1)
    tail = ""
    for lf in logs:
        try:
            tail += f"\n--- {lf} ---\n" + "\n".join(Path(lf).read_text(errors="replace").splitlines()[-15:])
        except OSError:
            pass
    raise SlurmError(f"timed out after {timeout:g} s waiting for {what}{tail}")


class SlurmCluster:
    def __init__(self, cpus: int | None = None, base_dir: str | None = None, keep: bool = False):
        self.cpus = cpus or len(os.sched_getaffinity(0))
        self.dir = Path(base_dir) if base_dir else Path(tempfile.mkdtemp(prefix="collnet-slurm-"))
        self.keep = keep
        self.procs: dict[str, subprocess.Popen] = {}
        self.munged_pid: int | None = None
        self.node = socket.gethostname().split(".")[0]

    # -- context manager
    def __enter__(self) -> "SlurmCluster":
        try:
            self.up()
        except BaseException:
            self.down()
            raise
        return self

    def __exit__(self, *exc) -> None:
        self.down()

    @property
    def conf(self) -> Path:
        return self.dir / "slurm.conf"

    def env(self) -> dict:
        e = dict(os.environ)
        e["SLURM_CONF"] = str(self.conf)
        return e

    def _check_prereqs(self) -> None:
        if os.geteuid() != 0:
            raise SlurmError("the private Slurm cluster needs root (slurmd runs jobs as their user)")
        missing = [b for b in ("munged", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol",
                               "sinfo") if not shutil.which(b)]
        if missing:
            raise SlurmError(f"missing {', '.join(missing)}: apt-get install slurm-wlm munge "
                             f"(./dv installs them)")
        try:
            pwd.getpwnam("munge")
        except KeyError:
            raise SlurmError("no 'munge' user: is the munge package installed?") from None

    def up(self) -> None:
        self._check_prereqs()
        d = self.dir
        d.mkdir(parents=True, exist_ok=True)
        os.chmod(d, 0o755)
        mu = pwd.getpwnam("munge")
        mdir = d / "munge"
        mdir.mkdir(exist_ok=True)
        os.chown(mdir, mu.pw_uid, mu.pw_gid)
        os.chmod(mdir, 0o755)  # munged: the socket dir must be executable by all
        key = mdir / "munge.key"
        if Path("/etc/munge/munge.key").exists():
            shutil.copyfile("/etc/munge/munge.key", key)
        else:  # a fresh random key, private to this cluster
            key.write_bytes(os.urandom(128))
        os.chown(key, mu.pw_uid, mu.pw_gid)
        os.chmod(key, 0o600)
        self.sock = mdir / "munge.socket"
        # munged forks to the background; we track it by its pid file and stop it by that pid
        r = subprocess.run(["runuser", "-u", "munge", "--", "munged", f"--socket={self.sock}",
                            f"--key-file={key}", f"--pid-file={mdir / 'munged.pid'}",
                            f"--log-file={mdir / 'munged.log'}", f"--seed-file={mdir / 'munged.seed'}",
                            "--num-threads=2"], capture_output=True, text=True)
        if r.returncode != 0:
            raise SlurmError(f"munged failed to start: {r.stderr.strip()}")
        _wait(lambda: (mdir / "munged.pid").exists() and self.sock.exists(), 10, "munged",
              [mdir / "munged.log"])
        self.munged_pid = int((mdir / "munged.pid").read_text().split()[0])

        for sub in ("state", "spool", "log"):
            (d / sub).mkdir(exist_ok=True)
        ctld_port, d_port = _free_port(), _free_port()
        while d_port == ctld_port:
            d_port = _free_port()
        self.conf.write_text(f"""# private one-node cluster for collnet's Slurm launcher test
ClusterName=collnet
SlurmctldHost={self.node}(127.0.0.1)
SlurmctldPort={ctld_port}
SlurmdPort={d_port}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket={self.sock}
CredType=cred/munge
StateSaveLocation={d}/state
SlurmdSpoolDir={d}/spool
SlurmctldPidFile={d}/slurmctld.pid
SlurmdPidFile={d}/slurmd.pid
SlurmctldLogFile={d}/log/slurmctld.log
SlurmdLogFile={d}/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/filetxt
JobCompLoc={d}/log/jobcomp.txt
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
SlurmdTimeout=30
InactiveLimit=0
KillWait=5
MinJobAge=300
MaxArraySize=10001
NodeName={self.node} NodeAddr=127.0.0.1 CPUs={self.cpus} State=UNKNOWN
PartitionName=collnet Nodes={self.node} Default=YES MaxTime=INFINITE State=UP
""")
        env = self.env()
        for name, cmd in (("slurmctld", ["slurmctld", "-D", "-i", "-f", str(self.conf)]),
                          ("slurmd", ["slurmd", "-D", "-f", str(self.conf), "-N", self.node])):
            log = open(d / "log" / f"{name}.stdout", "wb")
            self.procs[name] = subprocess.Popen(cmd, env=env, stdout=log, stderr=subprocess.STDOUT,
                                                stdin=subprocess.DEVNULL, start_new_session=True)
            log.close()
            time.sleep(0.2)
            if self.procs[name].poll() is not None:
                raise SlurmError(f"{name} exited at start-up:\n"
                                 + (d / "log" / f"{name}.stdout").read_text(errors="replace")[-2000:])

        def node_idle() -> bool:
            for name, p in self.procs.items():
                if p.poll() is not None:
                    raise SlurmError(f"{name} exited (status {p.returncode}); see {d}/log")
            r = subprocess.run(["sinfo", "-h", "-N", "-o", "%T"], env=env, capture_output=True,
                               text=True)
            return r.returncode == 0 and r.stdout.strip() in ("idle",)

        _wait(node_idle, 30, "the node to become idle",
              [d / "log" / "slurmctld.log", d / "log" / "slurmd.log"])

    def down(self) -> None:
        """Stop everything this object started (by pid), then remove the temp dir."""
        env = self.env() if self.conf.exists() else None
        if env and "slurmctld" in self.procs and self.procs["slurmctld"].poll() is None:
            subprocess.run(["scancel", "--full", "--user", "root"], env=env, capture_output=True,
                           timeout=10)
        for name in ("slurmd", "slurmctld"):
            p = self.procs.get(name)
            if p is None or p.poll() is not None:
                continue
            p.terminate()
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        if self.munged_pid:
            try:
                os.kill(self.munged_pid, signal.SIGTERM)
                for _ in range(50):
                    os.kill(self.munged_pid, 0)
                    time.sleep(0.1)
                os.kill(self.munged_pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.munged_pid = None
        if not self.keep:
            shutil.rmtree(self.dir, ignore_errors=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="private one-node Slurm cluster (testing)")
    ap.add_argument("action", choices=("up", "down"))
    ap.add_argument("--dir", help="cluster folder (default for up: a new temp dir)")
    a = ap.parse_args(argv)
    if a.action == "up":
        c = SlurmCluster(base_dir=a.dir, keep=True)
        c.up()
        pids = {n: p.pid for n, p in c.procs.items()}
        pids["munged"] = c.munged_pid
        (c.dir / "pids").write_text(" ".join(f"{k}={v}" for k, v in pids.items()))
        print(f"export SLURM_CONF={c.conf}   # stop with: {__file__} down --dir {c.dir}")
        return 0
    if not a.dir:
        ap.error("down needs --dir")
    for kv in Path(a.dir, "pids").read_text().split():
        name, pid = kv.split("=")
        try:
            os.kill(int(pid), signal.SIGTERM)
        except ProcessLookupError:
            pass
    time.sleep(1)
    shutil.rmtree(a.dir, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
