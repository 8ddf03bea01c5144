"""Registry v3 is what the rule writes from the committed pilot rows: re-running the registration into a temporary
folder must give the committed registration, line for line, but for where it was written and the commit it was
written at. Run: python3 -m unittest discover -s reports/claims/v3-draft (Python 3 and PyYAML, as sizing.py).
"""
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOME = HERE.parents[2]
REGISTERED = HOME / "reports/claims/v3"
REGISTERED_AT = "2026-11-29T00:15:00Z"


def lines(path, out):
    """The file's lines, with the folder written to and the commit written at masked."""
    masked = []
    for line in path.read_text().splitlines():
        line = line.replace(str(out), "<out>").replace(str(REGISTERED), "<out>").replace("reports/claims/v3 ", "<out> ")
        if line.startswith("registered_commit:"):
            line = "registered_commit: <commit>"
        masked.append(line.split("registered_commit ")[0])
    return masked


class RegistrationReproducesTest(unittest.TestCase):

    def test_the_pilot_rows_give_the_committed_registration(self):
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "v3"
            run = subprocess.run([sys.executable, str(HERE / "sizing.py"), "--pilot", "reports/claims/v3-pilot",
                                  "--register", str(out), "--registered-at", REGISTERED_AT],
                                 cwd=HOME, capture_output=True, text=True, timeout=300)
            self.assertEqual(run.returncode, 0, run.stderr)
            for name in ["claims.yaml", "sizing.txt"]:
                with self.subTest(file=name):
                    self.assertEqual(lines(out / name, out), lines(REGISTERED / name, out))
            written = sorted(p.relative_to(out).as_posix() for p in (out / "sweeps").rglob("*") if p.is_file())
            registered = sorted(p.relative_to(REGISTERED).as_posix() for p in (REGISTERED / "sweeps").rglob("*")
                                if p.is_file())
            self.assertEqual(written, registered)
            self.assertTrue(written, "the registration wrote no sweep file")
            for name in written:
                with self.subTest(sweep=name):
                    self.assertEqual((out / name).read_text(), (REGISTERED / name).read_text())


if __name__ == "__main__":
    unittest.main()
