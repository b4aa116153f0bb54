"""How to play: each game's rules reference, as content (`game_data/<game>/how_to_play.yaml`).

Written by us, fresh, for a child and a parent, in both languages. A file is a list of
sections; a section has an id, a title, the game moments it explains (F1 in a game window
opens the section for the moment on screen) and a Markdown body. A body may hold:

- `{{figure NAME}}`: a table made from the game's own YAML (the payment table, the resupply
  table, the counts by player number...), so a figure is never typed twice;
- `{{value NAME}}`: one number or word from the YAML, inline;
- `{{picture KIND ARG}}` on a line of its own: a picture the game's drawing code makes (a
  plant card, a die, an appliance card...), drawn by the viewer, so it stays true to the art;
- `[words](#section-id)`: a link to another section of the same game.

Each game says which figures, values, pictures and moments exist in
`desktop_app/content/how_to_play/<game folder>.py` (`FIGURES`, `VALUES`, `PICTURES`,
`MOMENTS`). `validate-content` checks that every section is in both languages, every figure,
value and picture names real data, every link resolves and every moment has a section.

Pack text is plain text: no HTML in a body (the viewer also turns Markdown's HTML off).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field, StringConstraints

from desktop_app.content.games import game_module
from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_common import Id, LocalizedTextModel, StrictModel
from desktop_app.content.validation import validate_document

FILE_NAME = "how_to_play.yaml"

# A figure: (column headings, rows), every cell already in the reader's language.
Table = tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]
FigureMaker = Callable[[Any, str], Table]  # (game content, language) -> table
ValueMaker = Callable[[Any, str], str]  # (game content, language) -> text
PictureCheck = Callable[[Any, str], bool]  # (game content, argument) -> does it name real data

_FIGURE = re.compile(r"\{\{\s*figure\s+([a-z][a-z0-9_]*)\s*\}\}")
_VALUE = re.compile(r"\{\{\s*value\s+([a-z][a-z0-9_]*)\s*\}\}")
_PICTURE = re.compile(r"\{\{\s*picture\s+([a-z][a-z0-9_]*)(?:\s+([A-Za-z0-9_.-]+))?\s*\}\}")
_ANY_DIRECTIVE = re.compile(r"\{\{.*?\}\}", re.DOTALL)
_LINK = re.compile(r"\]\(#([^)\s]*)\)")

PICTURE_SCHEME = "picture"  # a picture becomes ![alt](picture:KIND/ARG) for the viewer to draw


# --- the YAML, as written -----------------------------------------------------------------


class SectionModel(StrictModel):
    id: Id
    title: LocalizedTextModel
    moments: list[Annotated[str, StringConstraints(pattern=r"^[a-z][a-z0-9_]*$")]] = Field(default_factory=list)
    body: LocalizedTextModel


class HowToPlayModel(StrictModel):
    title: LocalizedTextModel
    sections: list[SectionModel] = Field(min_length=1)


# --- what the app uses --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Section:
    id: str
    title: LocalizedText
    moments: tuple[str, ...]
    body: LocalizedText  # Markdown with {{figure}}, {{value}} and {{picture}} directives


@dataclass(frozen=True, slots=True)
class HowToPlay:
    game: str  # the game folder ("power_grid")
    title: LocalizedText
    sections: tuple[Section, ...]

    def section(self, section_id: str) -> Section | None:
        return next((s for s in self.sections if s.id == section_id), None)

    def section_for_moment(self, moment: str) -> Section:
        """The first section that explains `moment`; the first section when none does."""
        return next((s for s in self.sections if moment in s.moments), self.sections[0])


@dataclass(frozen=True)
class GameReference:
    """What one game offers the reference: its named figures, values, pictures and moments."""

    figures: dict[str, FigureMaker]
    values: dict[str, ValueMaker]
    pictures: dict[str, PictureCheck]
    moments: tuple[str, ...]


def game_reference(folder: str) -> GameReference | None:
    """The game's `desktop_app/content/how_to_play/<folder>.py`, or None if it has none yet."""
    module = game_module(__name__, folder)
    if module is None:
        return None
    return GameReference(
        figures=dict(getattr(module, "FIGURES", {})),
        values=dict(getattr(module, "VALUES", {})),
        pictures=dict(getattr(module, "PICTURES", {})),
        moments=tuple(getattr(module, "MOMENTS", ())),
    )


# --- reading and checking -----------------------------------------------------------------


def read_how_to_play(reader: PackReader, folder: str, content: Any) -> HowToPlay | None:
    """Read and check `<folder>/how_to_play.yaml` against the game's validated `content`;
    None (with every problem logged) when anything is wrong."""
    rel = f"{folder}/{FILE_NAME}"
    log = reader.log
    before = len(log.issues)
    ok, data = reader.read(rel)
    if not ok:
        return None
    doc = validate_document(HowToPlayModel, data, rel, log)
    if doc is None:
        return None
    reference = game_reference(folder) or GameReference({}, {}, {}, ())
    ids = [s.id for s in doc.sections]
    for index, section in enumerate(doc.sections):
        entry = f"sections[{index}] ({section.id})"
        if ids.index(section.id) != index:
            log.add(rel, entry, "id", f"the id '{section.id}' is used by an earlier section too")
        for moment in section.moments:
            if moment not in reference.moments:
                known = ", ".join(reference.moments) or "none"
                log.add(rel, entry, "moments", f"'{moment}' is not a moment of this game (moments: {known})")
        for language in ("zh_TW", "en"):
            body = getattr(section.body, language)
            for problem in body_problems(body, ids, reference, content):
                log.add(rel, entry, f"body.{language}", problem)
    covered = {m for s in doc.sections for m in s.moments}
    for moment in reference.moments:
        if moment not in covered:
            log.add(rel, "sections", "moments", f"no section explains the moment '{moment}' (F1 there needs one)")
    if len(log.issues) > before:
        return None
    return HowToPlay(
        game=folder,
        title=doc.title.to_text(),
        sections=tuple(Section(s.id, s.title.to_text(), tuple(s.moments), s.body.to_text()) for s in doc.sections),
    )


def body_problems(body: str, ids: list[str], reference: GameReference, content: Any) -> list[str]:
    """Every directive or link in a body that does not name real data, as a sentence."""
    problems = []
    for match in _ANY_DIRECTIVE.finditer(body):
        text = match.group(0)
        figure, value, picture = _FIGURE.fullmatch(text), _VALUE.fullmatch(text), _PICTURE.fullmatch(text)
        if figure:
            if figure.group(1) not in reference.figures:
                problems.append(f"no figure '{figure.group(1)}' (figures: {_names(reference.figures)})")
        elif value:
            if value.group(1) not in reference.values:
                problems.append(f"no value '{value.group(1)}' (values: {_names(reference.values)})")
        elif picture:
            kind, arg = picture.group(1), picture.group(2) or ""
            check = reference.pictures.get(kind)
            if check is None:
                problems.append(f"no picture kind '{kind}' (pictures: {_names(reference.pictures)})")
            elif not check(content, arg):
                problems.append(f"the picture '{kind} {arg}' names nothing in this game's data")
        else:
            problems.append(f"'{text[:40]}' is not {{{{figure NAME}}}}, {{{{value NAME}}}} or {{{{picture KIND ARG}}}}")
    for link in _LINK.finditer(body):
        if link.group(1) not in ids:
            problems.append(f"the link to '#{link.group(1)}' names no section (sections: {', '.join(ids)})")
    return problems


def _names(found: dict[str, Any]) -> str:
    return ", ".join(sorted(found)) or "none"


# --- turning a section into Markdown ------------------------------------------------------


def markdown_table(table: Table) -> str:
    """A figure as a Markdown table (the viewer and `energy-table rules` both read this)."""
    headings, rows = table

    def line(cells: tuple[str, ...]) -> str:
        return "| " + " | ".join(cell.replace("|", "\\|") for cell in cells) + " |"

    return "\n".join([line(headings), "|" + "---|" * len(headings), *(line(row) for row in rows)])


def section_markdown(reference_doc: HowToPlay, section: Section, content: Any, language: str) -> str:
    """A section in one language, its figures and values filled in from the game's data and its
    pictures as `![title](picture:KIND/ARG)` images for the viewer to draw."""
    reference = game_reference(reference_doc.game) or GameReference({}, {}, {}, ())
    body = section.body.get(language)
    body = _FIGURE.sub(lambda m: "\n" + markdown_table(reference.figures[m.group(1)](content, language)) + "\n", body)
    body = _VALUE.sub(lambda m: reference.values[m.group(1)](content, language), body)
    body = _PICTURE.sub(lambda m: f"![{m.group(1)}]({PICTURE_SCHEME}:{m.group(1)}/{m.group(2) or ''})", body)
    return f"# {section.title.get(language)}\n\n{body.strip()}\n"


def picture_of(url: str) -> tuple[str, str] | None:
    """(kind, argument) of a `picture:KIND/ARG` image address; None for any other address."""
    if not url.startswith(PICTURE_SCHEME + ":"):
        return None
    kind, _, arg = url[len(PICTURE_SCHEME) + 1 :].partition("/")
    return kind, arg


__all__ = [
    "FILE_NAME",
    "GameReference",
    "HowToPlay",
    "Section",
    "Table",
    "game_reference",
    "markdown_table",
    "picture_of",
    "read_how_to_play",
    "section_markdown",
]
