"""The bundle's entry point: the same as the `energy-table` command (desktop_app.cli)."""

import sys

from desktop_app.cli import main

if __name__ == "__main__":
    sys.exit(main())
