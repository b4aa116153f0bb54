"""The Windows and macOS installers, checked as far as Linux can check them.

The release workflow (`.github/workflows/release.yml`) builds each bundle on its own system's
runner and runs it there; here we check that the NSIS script compiles with Debian's `makensis`
(the set-up installs `nsis`) against a stand-in payload, that the workflow parses and does what
docs/packaging.md says it does, and that the app's code keeps clear of POSIX-only calls.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
NSI = ROOT / "packaging" / "windows" / "energy-table.nsi"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def _make_icons():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    return make_icons


def _stand_in_payload(folder: Path) -> Path:
    """A folder shaped like the PyInstaller bundle: the program and its _internal/ tree."""
    payload = folder / "energy-table"
    (payload / "_internal" / "game_data").mkdir(parents=True)
    (payload / "energy-table.exe").write_bytes(b"MZ" + b"\0" * 1022)
    (payload / "_internal" / "game_data" / "pack.yaml").write_text("content_version: 1\n", encoding="utf-8")
    (payload / "_internal" / "說明.txt").write_text("能源桌遊館\n", encoding="utf-8")
    return payload


@pytest.mark.skipif(shutil.which("makensis") is None, reason="nsis is not installed (tools/dev.sh installs it)")
def test_the_windows_installer_script_compiles_against_a_stand_in_payload(tmp_path, qapp):
    icon = _make_icons().write_ico(tmp_path / "energy-table.ico")
    payload = _stand_in_payload(tmp_path)
    out = tmp_path / "energy-table-9.8.7-windows-setup.exe"
    run = subprocess.run(
        [
            "makensis",
            "-V2",
            "-WX",  # a warning (an unused string, a missing file) fails the build
            "-DVERSION=9.8.7",
            f"-DPAYLOAD={payload}",
            f"-DOUTFILE={out}",
            f"-DICON={icon}",
            str(NSI),
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert run.returncode == 0, run.stdout[-2000:] + run.stderr[-2000:]
    data = out.read_bytes()
    assert data[:2] == b"MZ"
    # The installer carries the payload (compressed) and its own uninstaller.
    assert len(data) > 30_000


def test_the_windows_installer_offers_what_a_family_expects():
    script = NSI.read_text(encoding="utf-8")
    assert "RequestExecutionLevel user" in script  # no administrator needed in a classroom
    assert "$SMPROGRAMS\\${APP_NAME}.lnk" in script  # a Start-menu entry
    assert "WriteUninstaller" in script and 'Section "Uninstall"' in script
    assert '--open "%1"' in script and "OpenWithProgids" in script  # saves open with the app
    assert 'MUI_LANGUAGE "TradChinese"' in script
    # Every installer text is given in both languages.
    strings = re.findall(r"^LangString (\w+) \$\{LANG_(\w+)\}", script, flags=re.M)
    by_name: dict[str, set[str]] = {}
    for name, lang in strings:
        by_name.setdefault(name, set()).add(lang)
    assert by_name and all(langs == {"TRADCHINESE", "ENGLISH"} for langs in by_name.values()), by_name


def _workflow() -> dict:
    data = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    # YAML 1.1 reads the bare key `on` as True.
    data["on"] = data.pop(True, data.get("on"))
    return data


def _steps_text(job: dict) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_the_release_workflow_builds_and_smoke_tests_on_each_systems_own_runner():
    workflow = _workflow()
    assert "workflow_dispatch" in workflow["on"] and "push" in workflow["on"]
    jobs = workflow["jobs"]
    runners = {name: job["runs-on"] for name, job in jobs.items()}
    assert {"windows-latest", "macos-latest", "ubuntu-latest"} <= set(runners.values()), runners
    for job in jobs.values():
        steps = _steps_text(job)
        assert "packaging/build.py" in steps
        # The smoke test: the built program plays a computer-only game and writes a screenshot.
        assert "demo power-grid --players 2 --speed max --exit-when-done --screenshot" in steps
        assert "actions/upload-artifact" in steps
    windows = next(job for job in jobs.values() if job["runs-on"] == "windows-latest")
    steps = _steps_text(windows)
    assert "makensis" in steps and "packaging/windows/energy-table.nsi" in steps
    assert "/S" in steps and "uninstall.exe" in steps  # installed, run, uninstalled silently
    mac = next(job for job in jobs.values() if job["runs-on"] == "macos-latest")
    assert "hdiutil create" in _steps_text(mac) and "hdiutil attach" in _steps_text(mac)


# Calls that work on Linux and fail, or do something else, on Windows or macOS. Each entry: the
# pattern, and why it is not portable. A line may keep one where the platform is checked on it.
POSIX_ONLY = {
    r"\bos\.kill\(": "os.kill(pid, 0) sends CTRL_C_EVENT on Windows instead of testing the process",
    r"\bimport fcntl\b|\bimport pwd\b|\bimport grp\b|\bimport termios\b": "module missing on Windows",
    r"\bos\.(getuid|geteuid|getpgid|setsid|fork)\(": "missing on Windows",
    r"\bos\.rename\(": "fails on Windows when the target exists: use os.replace",
    r"[\"']/tmp\b": "no /tmp on Windows: use tempfile",
    r"[\"']/dev/null[\"']": "no /dev/null on Windows: use os.devnull",
    r"\.local/share|~/\.": "a Linux data folder: use QStandardPaths",
    r"signal\.SIG(PIPE|HUP|KILL|USR1|USR2|CHLD|ALRM)\b": "signal missing on Windows",
}
PLATFORM_CHECK = re.compile(r"sys\.platform|os\.name|platform\.system|hasattr\((os|signal)")


def test_the_app_code_has_no_posix_only_calls():
    found = []
    for path in sorted((ROOT / "desktop_app").rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            for pattern, why in POSIX_ONLY.items():
                if re.search(pattern, code) and not PLATFORM_CHECK.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{number}: {why}: {line.strip()}")
    assert not found, "\n".join(found)
