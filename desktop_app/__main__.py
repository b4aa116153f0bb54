"""`python -m desktop_app` is the same as the `energy-table` command."""

import sys

from desktop_app.cli import main

sys.exit(main())
