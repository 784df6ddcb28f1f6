#!/usr/bin/env python3
"""Rule traceability: which tests prove which numbered rule of the spec digests.

Usage: python3 scripts/rule-coverage.py PREFIX... > docs/RULES-xxx.md
  e.g. python3 scripts/rule-coverage.py V- T-
       python3 scripts/rule-coverage.py "Book #"

Rules come from the digests (SPEC_DIR, default ../shared/spec beside the project; they live outside the repository, so this
script is not part of CI):
  - "**V-GEO-3** ..." style rules (any family: V-, E-, R-, ...),
  - "N. **T-NN Title.**" acceptance scenarios,
  - "Book #N": the rows "| N | ... |" of the book digest's acceptance-scenario table.
A rule counts as covered when its number appears, as a whole word, in a Swift file under Tests/ (a test's doc
comment, name or expectation message, or a suite's doc comment; a test named t05... proves T-05); the table names the tests (or suites) where
it appears. A rule that does not apply to this project is listed with its reason in
scripts/rule-coverage-exemptions.txt ("RULE<TAB>reason"). Exits 1 when some rule is neither covered nor
exempt, after printing the table.
"""
import os
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC_DIR = Path(os.environ.get("SPEC_DIR", Path(__file__).resolve().parents[2] / "shared" / "spec"))
DIGESTS = ["reference-views-events-resources.md", "reference-book-appguide.md"]
BOOK_DIGEST = "reference-book-appguide.md"


def rules_in_digests(prefixes):
    """Ordered {rule id: one-line summary} for the rules whose ids start with one of the prefixes."""
    rules = {}
    for name in DIGESTS:
        text = (SPEC_DIR / name).read_text(encoding="utf-8")
        in_book_table = False
        for line in text.splitlines():
            m = re.match(r"\s*-\s+\*\*([A-Z]+-[A-Z]+-\d+)\*\*\s*(.*)", line)
            if not m:
                m = re.match(r"\s*\d+\.\s+\*\*(T-\d+)\s+([^*]*)\*\*", line)
            if not m and name == BOOK_DIGEST:
                if line.startswith("## "):
                    in_book_table = "Acceptance scenarios" in line
                row = re.match(r"\|\s*(\d+)\s*\|\s*([^|]*)\|", line) if in_book_table else None
                if row:
                    m = row
                    rule_id, summary = "Book #" + row.group(1), row.group(2)
            if m and not (name == BOOK_DIGEST and in_book_table):
                rule_id, summary = m.group(1), m.group(2)
            if m and any(rule_id.startswith(p) for p in prefixes) and rule_id not in rules:
                summary = re.sub(r"[*`]", "", summary).strip()
                rules[rule_id] = summary[:90] + ("…" if len(summary) > 90 else "")
    return rules


def test_names_by_line(lines):
    """For each line, (name, is a function) of the test (innermost function, else type) it documents or lies in."""
    owner = [None] * len(lines)
    decl = re.compile(r"\b(func|struct|class|enum|extension)\s+(\w+)")
    stack = []  # (name, is_function, brace depth outside it)
    depth = 0
    pending = []  # doc-comment and attribute lines waiting for their declaration
    for i, line in enumerate(lines):
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0] if not line.lstrip().startswith("///") else "")
        m = None if line.lstrip().startswith("//") else decl.search(code)
        if m:
            stack.append((m.group(2), m.group(1) == "func", depth))
            for j in pending + [i]:
                owner[j] = (m.group(2), m.group(1) == "func")
            pending = []
        elif re.match(r"\s*(///|@)", line) or (pending and not code.strip().endswith(("{", "}"))):
            pending.append(i)
        else:
            functions = [(n, True) for n, is_func, _ in stack if is_func]
            owners = functions or [(n, False) for n, _, _ in stack]
            for j in pending + [i]:
                owner[j] = owners[-1] if owners else None
            pending = []
        depth += code.count("{") - code.count("}")
        while stack and depth <= stack[-1][2] and "{" not in code[code.rfind("}") + 1:] if stack else False:
            stack.pop()
    return owner


def references(rule_ids):
    """{rule id: ["File.testName", ...]} over Tests/**/*.swift. A mention on a type (a suite's doc comment, a
    helper class) is listed only when no test function names the rule."""
    tests = {r: [] for r in rule_ids}
    types = {r: [] for r in rule_ids}
    patterns = {r: re.compile(r"(?<![\w-])" + re.escape(r) + r"(?![\w-])") for r in rule_ids}
    for path in sorted((ROOT / "Tests").rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").splitlines()
        owners = test_names_by_line(lines)
        for i, line in enumerate(lines):
            # A test named tNN... or T37_... proves scenario T-NN by its name.
            named = re.search(r"\bfunc [tT](\d\d)(?=[A-Z_])", line)
            for r, pattern in patterns.items():
                if pattern.search(line) or (named and r == "T-" + named.group(1)):
                    name, is_function = owners[i] or ("(file)", False)
                    found = tests if is_function else types
                    entry = f"{path.stem}.{name}" if is_function else f"{path.stem} (suite or helper: {name})"
                    if entry not in found[r]:
                        found[r].append(entry)
    return {r: tests[r] or types[r] for r in rule_ids}


def exemptions():
    path = ROOT / "scripts" / "rule-coverage-exemptions.txt"
    result = {}
    if path.exists():
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#") and "\t" in line:
                rule_id, reason = line.split("\t", 1)
                result[rule_id.strip()] = reason.strip()
    return result


def main():
    prefixes = sys.argv[1:]
    if not prefixes:
        print(__doc__, file=sys.stderr)
        return 2
    rules = rules_in_digests(prefixes)
    if not rules:
        print(f"no rules with prefixes {prefixes} in {SPEC_DIR}", file=sys.stderr)
        return 2
    found = references(list(rules))
    exempt = exemptions()
    missing = []
    print("| Rule | Summary | Test(s) |")
    print("|---|---|---|")
    for rule_id, summary in rules.items():
        summary = summary.replace("|", "\\|")
        if found[rule_id]:
            cell = "<br>".join(found[rule_id])
            if rule_id in exempt:
                cell += f"<br>(partly: {exempt[rule_id]})"
        elif rule_id in exempt:
            cell = f"Not applicable: {exempt[rule_id]}"
        else:
            cell = "**MISSING**"
            missing.append(rule_id)
        print(f"| {rule_id} | {summary} | {cell} |")
    covered = len(rules) - len(missing)
    print(f"\n{covered} of {len(rules)} rules covered or exempt.", file=sys.stderr)
    if missing:
        print("missing: " + " ".join(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
