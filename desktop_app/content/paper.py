"""The paper a teacher prints (issue 25, "Results and paper"): a teacher's guide and a worksheet
(學習單) per game, and the words every printed sheet shares.

    <game>/guide.yaml        title, about, energy, goals, plan (minutes add up to 45),
                             questions, lesson_page (how to read the lesson page), all in both languages
    <game>/worksheet.yaml    title, intro, sections of questions; a question has `lines` to write
                             on (1-10) or `choices` to tick
    paper.yaml (pack root)   the words of every sheet: name / class / date, the guide's headings,
                             "{minutes} min", "page {page} of {pages}"

Everything is plain text in both languages, written for a 10-year-old and a parent; the PDFs
are drawn by `views/kit/pdf_sheet.py`. `validate-content` reads all of it (a broken file is
named by file, entry and field like every other pack file).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import Field

from desktop_app.content.hints import placeholders
from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_common import LocalizedTextModel, StrictModel

GUIDE_FILE = "guide.yaml"
WORKSHEET_FILE = "worksheet.yaml"
WORDS_FILE = "paper.yaml"
LESSON_MINUTES = 45  # a Taiwanese class period is 40-45 minutes; the plan fills one
MAX_LINES = 10

Texts = Annotated[list[LocalizedTextModel], Field(min_length=1, max_length=20)]


class PlanStepModel(StrictModel):
    minutes: Annotated[int, Field(ge=1, le=LESSON_MINUTES)]
    activity: LocalizedTextModel


class GuideModel(StrictModel):
    title: LocalizedTextModel
    about: LocalizedTextModel
    energy: Texts
    goals: Texts
    plan: Annotated[list[PlanStepModel], Field(min_length=2, max_length=12)]
    questions: Texts
    lesson_page: Texts


class QuestionModel(StrictModel):
    ask: LocalizedTextModel
    lines: Annotated[int, Field(ge=0, le=MAX_LINES)] = 2
    choices: Annotated[list[LocalizedTextModel], Field(max_length=8)] = Field(default_factory=list)


class SectionModel(StrictModel):
    heading: LocalizedTextModel
    text: LocalizedTextModel | None = None
    questions: Annotated[list[QuestionModel], Field(min_length=1, max_length=12)]


class WorksheetModel(StrictModel):
    title: LocalizedTextModel
    intro: LocalizedTextModel
    sections: Annotated[list[SectionModel], Field(min_length=1, max_length=8)]


class PaperWordsModel(StrictModel):
    name: LocalizedTextModel
    school_class: LocalizedTextModel
    date: LocalizedTextModel
    seat_number: LocalizedTextModel
    teachers_guide: LocalizedTextModel
    worksheet: LocalizedTextModel
    about: LocalizedTextModel
    energy: LocalizedTextModel
    goals: LocalizedTextModel
    plan: LocalizedTextModel
    questions: LocalizedTextModel
    lesson_page: LocalizedTextModel
    notes: LocalizedTextModel
    noticed: LocalizedTextModel  # the lesson page's lines for the pupil
    minutes: LocalizedTextModel  # "{minutes} min"
    page: LocalizedTextModel  # "{page} / {pages}"
    printed: LocalizedTextModel  # "printed {date}"
    players: LocalizedTextModel  # "{players} computer players"


# The placeholders each template of paper.yaml may use.
TEMPLATES = {"minutes": ("minutes",), "page": ("page", "pages"), "printed": ("date",), "players": ("players",)}


@dataclass(frozen=True)
class PlanStep:
    """One part of the 45-minute plan: how long and what the class does."""

    minutes: int
    activity: LocalizedText


@dataclass(frozen=True)
class Guide:
    """A game's teacher's guide."""

    game: str
    title: LocalizedText
    about: LocalizedText
    energy: tuple[LocalizedText, ...]
    goals: tuple[LocalizedText, ...]
    plan: tuple[PlanStep, ...]
    questions: tuple[LocalizedText, ...]
    lesson_page: tuple[LocalizedText, ...]


@dataclass(frozen=True)
class Question:
    """A worksheet question: lines to write the answer on, or choices to tick."""

    ask: LocalizedText
    lines: int
    choices: tuple[LocalizedText, ...]


@dataclass(frozen=True)
class WorksheetSection:
    heading: LocalizedText
    text: LocalizedText | None
    questions: tuple[Question, ...]


@dataclass(frozen=True)
class Worksheet:
    """A game's worksheet (學習單)."""

    game: str
    title: LocalizedText
    intro: LocalizedText
    sections: tuple[WorksheetSection, ...]


@dataclass(frozen=True)
class PaperWords:
    """The words every printed sheet shares (`paper.yaml`), by key: `say(key, language)`."""

    words: dict[str, LocalizedText]

    def say(self, key: str, language: str, **values: Any) -> str:
        """The words for `key` in `language`, with a template's placeholders filled in."""
        text = self.words[key].get(language)
        return text.format(**values) if values else text


def _texts(items: list[LocalizedTextModel]) -> tuple[LocalizedText, ...]:
    return tuple(item.to_text() for item in items)


def read_guide(reader: PackReader, folder: str) -> Guide | None:
    """Read and check `<folder>/guide.yaml`; None when absent or broken (problems logged)."""
    rel = f"{folder}/{GUIDE_FILE}"
    doc = reader.read_optional(rel, GuideModel)
    if doc is None:
        return None
    total = sum(step.minutes for step in doc.plan)
    if total != LESSON_MINUTES:
        reader.log.add(rel, "plan", "minutes", f"the plan's minutes add up to {total}, not {LESSON_MINUTES}")
        return None
    return Guide(
        game=folder,
        title=doc.title.to_text(),
        about=doc.about.to_text(),
        energy=_texts(doc.energy),
        goals=_texts(doc.goals),
        plan=tuple(PlanStep(step.minutes, step.activity.to_text()) for step in doc.plan),
        questions=_texts(doc.questions),
        lesson_page=_texts(doc.lesson_page),
    )


def read_worksheet(reader: PackReader, folder: str) -> Worksheet | None:
    """Read and check `<folder>/worksheet.yaml`; None when absent or broken (problems logged)."""
    rel = f"{folder}/{WORKSHEET_FILE}"
    doc = reader.read_optional(rel, WorksheetModel)
    if doc is None:
        return None
    before = len(reader.log.issues)
    for s, section in enumerate(doc.sections):
        for q, question in enumerate(section.questions):
            if question.lines == 0 and not question.choices:
                reader.log.add(
                    rel,
                    f"sections[{s}].questions[{q}]",
                    "lines",
                    "a question needs lines to write on or choices to tick",
                )
    if len(reader.log.issues) > before:
        return None
    return Worksheet(
        game=folder,
        title=doc.title.to_text(),
        intro=doc.intro.to_text(),
        sections=tuple(
            WorksheetSection(
                heading=section.heading.to_text(),
                text=section.text.to_text() if section.text is not None else None,
                questions=tuple(Question(q.ask.to_text(), q.lines, _texts(q.choices)) for q in section.questions),
            )
            for section in doc.sections
        ),
    )


def read_paper_words(reader: PackReader) -> PaperWords | None:
    """Read and check the pack's `paper.yaml`; None when absent or broken (problems logged)."""
    doc = reader.read_optional(WORDS_FILE, PaperWordsModel)
    if doc is None:
        return None
    before = len(reader.log.issues)
    words = {key: getattr(doc, key).to_text() for key in PaperWordsModel.model_fields}
    for key, text in words.items():
        allowed = TEMPLATES.get(key, ())
        for language in ("zh_TW", "en"):
            try:
                names = placeholders(text.get(language))
            except ValueError as error:
                reader.log.add(WORDS_FILE, key, language, f"the template is not well formed ({error})")
                continue
            for name in names:
                if name not in allowed:
                    can = ", ".join("{" + a + "}" for a in allowed) or "nothing"
                    reader.log.add(WORDS_FILE, key, language, f"{{{name}}} cannot be filled in here (only {can})")
    if len(reader.log.issues) > before:
        return None
    return PaperWords(words)


__all__ = [
    "GUIDE_FILE",
    "LESSON_MINUTES",
    "WORDS_FILE",
    "WORKSHEET_FILE",
    "Guide",
    "PaperWords",
    "PlanStep",
    "Question",
    "Worksheet",
    "WorksheetSection",
    "read_guide",
    "read_paper_words",
    "read_worksheet",
]
