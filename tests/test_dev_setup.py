"""tools/dev.sh waits for apt's lock instead of failing on a busy laptop (issue 23).

Automatic updates hold apt's locks for minutes after a laptop wakes; the README's first command
runs the set-up, which installs Debian packages. The set-up's apt functions run here against a
stand-in `apt-get` (and `dpkg`, `id`) on PATH that records its arguments and reports the lock
held for its first calls, so nothing is installed and the test is bounded in time.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCKED = "E: Could not get lock /var/lib/apt/lists/lock. It is held by process 4257 (apt-get)"


def _stand_ins(tmp_path: Path, locked_updates: int) -> Path:
    """A folder of stand-in commands: every package missing, root, and an apt-get whose first
    `locked_updates` updates find the lists locked."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    scripts = {
        "dpkg": "#!/bin/sh\nexit 1\n",
        "id": "#!/bin/sh\necho 0\n",
        "apt-get": f"""#!/bin/sh
echo "$*" >> "{tmp_path}/apt.log"
case " $* " in *" update "*)
    n=$(cat "{tmp_path}/updates" 2>/dev/null || echo 0); echo $((n + 1)) > "{tmp_path}/updates"
    if [ "$n" -lt {locked_updates} ]; then echo "{LOCKED}" >&2; exit 100; fi ;;
esac
exit 0
""",
    }
    for name, text in scripts.items():
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)
    return bin_dir


def _install(tmp_path: Path, locked_updates: int, wait: int) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PATH=f"{_stand_ins(tmp_path, locked_updates)}:{os.environ['PATH']}")
    env.update(APT_LOCK_WAIT=str(wait), APT_LOCK_POLL="1")
    return subprocess.run(
        ["bash", "-c", "source tools/dev.sh && install_debian_packages"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_setup_waits_for_apts_lock_and_says_so(tmp_path):
    result = _install(tmp_path, locked_updates=2, wait=30)
    assert result.returncode == 0, result.stderr
    assert "apt waits up to 30s for its lock" in result.stdout
    assert "waiting for it" in result.stdout
    calls = (tmp_path / "apt.log").read_text().splitlines()
    updates = [c for c in calls if " update" in c]
    installs = [c for c in calls if " install " in c]
    assert len(updates) == 3  # two found the lock held, the third ran
    assert len(installs) == 1 and "-o DPkg::Lock::Timeout=30" in installs[0]
    assert all("-o DPkg::Lock::Timeout=30" in c for c in updates)


def test_the_setup_gives_up_after_the_wait_with_apts_own_message(tmp_path):
    result = _install(tmp_path, locked_updates=1000, wait=2)
    assert result.returncode != 0
    assert LOCKED in result.stderr
    assert not [c for c in (tmp_path / "apt.log").read_text().splitlines() if " install " in c]
