"""The lesson page's words (issue 15): `game_data/<game>/lesson.yaml`.

The figures come from the rules (`rules/<game>/lesson.py`: charts of numbers with codes for
their names); this file gives those codes words in both languages, so a teacher's page reads
as plain sentences:

    lesson: {zh_TW: ..., en: ...}          # the energy lesson, a few sentences
    charts:                                 # per chart id: its title and a note on reading it
      mix: {title: {zh_TW, en}, note: {zh_TW, en}}
    series: {coal: {zh_TW, en}, ...}        # series and label codes (seats are named by the app)
    colours: {coal: "#5B4636", ...}         # a colour per series code (optional)
    units: {kg_co2: {zh_TW, en}, ...}
    facts: {cities: {zh_TW: "點亮 {value} 座城市", en: "{value} cities powered"}, ...}

`validate-content` checks both languages everywhere and that a fact's template names only
`{value}`; that every code the rules use has words is checked by each game's lesson test.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from pydantic import Field

from desktop_app.content.hints import placeholders
from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_common import Color, LocalizedTextModel, StrictModel

FILE_NAME = "lesson.yaml"


class ChartWordsModel(StrictModel):
    title: LocalizedTextModel
    note: LocalizedTextModel | None = None


class LessonModel(StrictModel):
    lesson: LocalizedTextModel
    charts: dict[str, ChartWordsModel] = Field(min_length=1)
    series: dict[str, LocalizedTextModel] = Field(default_factory=dict)
    colours: dict[str, Color] = Field(default_factory=dict)
    units: dict[str, LocalizedTextModel] = Field(default_factory=dict)
    facts: dict[str, LocalizedTextModel] = Field(default_factory=dict)


@dataclass(frozen=True)
class LessonText:
    """A game's lesson page words, read from its pack."""

    game: str
    lesson: LocalizedText
    titles: MappingProxyType[str, LocalizedText]
    notes: MappingProxyType[str, LocalizedText]
    series: MappingProxyType[str, LocalizedText]
    colours: MappingProxyType[str, str]
    units: MappingProxyType[str, LocalizedText]
    facts: MappingProxyType[str, LocalizedText]


def read_lesson(reader: PackReader, folder: str) -> LessonText | None:
    """Read and check `<folder>/lesson.yaml`; None when the game has none or it is broken
    (every problem logged)."""
    rel = f"{folder}/{FILE_NAME}"
    doc = reader.read_optional(rel, LessonModel)
    if doc is None:
        return None
    before = len(reader.log.issues)
    for name, template in doc.facts.items():
        for language in ("zh_TW", "en"):
            try:
                names = placeholders(getattr(template, language))
            except ValueError as error:
                reader.log.add(rel, f"facts.{name}", language, f"the template is not well formed ({error})")
                continue
            for placeholder in names:
                if placeholder != "value":
                    reader.log.add(
                        rel, f"facts.{name}", language, f"only {{value}} can be filled in, not {{{placeholder}}}"
                    )
    if len(reader.log.issues) > before:
        return None
    return LessonText(
        game=folder,
        lesson=doc.lesson.to_text(),
        titles=MappingProxyType({k: v.title.to_text() for k, v in doc.charts.items()}),
        notes=MappingProxyType({k: v.note.to_text() for k, v in doc.charts.items() if v.note is not None}),
        series=MappingProxyType({k: v.to_text() for k, v in doc.series.items()}),
        colours=MappingProxyType(dict(doc.colours)),
        units=MappingProxyType({k: v.to_text() for k, v in doc.units.items()}),
        facts=MappingProxyType({k: v.to_text() for k, v in doc.facts.items()}),
    )


__all__ = ["FILE_NAME", "LessonText", "read_lesson"]
