"""Hints: the sentences that say why a computer player would make a move
(`game_data/<game>/hints.yaml`).

A bot explains a move with a reason: a code naming a sentence and the numbers it weighed
(`desktop_app.ai.hints.Reason`). The codes each game's bots may return, and the numbers each
code carries, are listed in `desktop_app/content/hints/<game folder>.py` (`CODES`: code ->
parameter names; `WORDS`: the words a bot may put in a parameter, such as a fuel's name).
The YAML holds, per code, one template in each language with named placeholders
(`{plant}`, `{chance:.0%}`: Python's format mini-language, so a chance reads "34%"; and
`{cities:city|cities}`, the word for one or for more, as English needs), and per word its text
in each language.

`validate-content` checks that every code has a sentence in both languages, that every
placeholder in a template is a parameter its code provides (and no code is unknown), and that
every word has both languages. Pack text is plain text.
"""

from __future__ import annotations

import string
from dataclasses import dataclass
from types import MappingProxyType

from pydantic import Field

from desktop_app.content.games import game_module
from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_common import LocalizedTextModel, StrictModel
from desktop_app.content.validation import validate_document

FILE_NAME = "hints.yaml"
LANGUAGES = ("zh_TW", "en")


class HintsModel(StrictModel):
    reasons: dict[str, LocalizedTextModel] = Field(min_length=1)
    words: dict[str, LocalizedTextModel] = Field(default_factory=dict)


@dataclass(frozen=True)
class HintSentences:
    """One game's hint sentences: a template per reason code, a text per word."""

    game: str  # the game folder ("power_grid")
    reasons: MappingProxyType[str, LocalizedText]
    words: MappingProxyType[str, LocalizedText]


@dataclass(frozen=True)
class ReasonCatalogue:
    """What a game's bots may say: code -> the parameter names it carries; the words."""

    codes: dict[str, tuple[str, ...]]
    words: tuple[str, ...]


def reason_catalogue(folder: str) -> ReasonCatalogue | None:
    """The game's `desktop_app/content/hints/<folder>.py`, or None if it has no hints yet."""
    module = game_module(__name__, folder)
    if module is None:
        return None
    return ReasonCatalogue(codes=dict(module.CODES), words=tuple(getattr(module, "WORDS", ())))


def placeholders(template: str) -> list[str]:
    """The parameter names a template uses ("{plant} ... {chance:.0%}" -> plant, chance)."""
    names = []
    for _, name, _, _ in string.Formatter().parse(template):
        if name is not None:
            names.append(name)
    return names


def template_problems(template: str, params: tuple[str, ...]) -> list[str]:
    """Why a template cannot be filled with a code's parameters, as sentences."""
    try:
        names = placeholders(template)
    except ValueError as error:
        return [f"the template is not well formed ({error}); write a brace as {{{{ or }}}}"]
    problems = []
    for name in names:
        if not name:
            problems.append("a placeholder has no name: write {name}")
        elif name not in params:
            known = ", ".join(params) or "none"
            problems.append(f"the placeholder {{{name}}} is not a number this reason gives (it gives: {known})")
    return problems


def read_hints(reader: PackReader, folder: str) -> HintSentences | None:
    """Read and check `<folder>/hints.yaml` against the game's reason catalogue; None (with every
    problem logged) when anything is wrong, or when the game has no hints."""
    catalogue = reason_catalogue(folder)
    if catalogue is None:
        return None
    rel = f"{folder}/{FILE_NAME}"
    log = reader.log
    before = len(log.issues)
    ok, data = reader.read(rel)
    if not ok:
        return None
    doc = validate_document(HintsModel, data, rel, log)
    if doc is None:
        return None
    for code, params in catalogue.codes.items():
        sentence = doc.reasons.get(code)
        if sentence is None:
            log.add(rel, "reasons", code, f"no sentence for the reason '{code}' (a computer player can give it)")
            continue
        for language in LANGUAGES:
            for problem in template_problems(getattr(sentence, language), params):
                log.add(rel, f"reasons.{code}", language, problem)
    for code in doc.reasons:
        if code not in catalogue.codes:
            log.add(rel, f"reasons.{code}", "-", f"'{code}' is not a reason this game's computer players give")
    for word in catalogue.words:
        if word not in doc.words:
            log.add(rel, "words", word, f"no text for the word '{word}' (a reason can name it)")
    if len(log.issues) > before:
        return None
    return HintSentences(
        game=folder,
        reasons=MappingProxyType({code: text.to_text() for code, text in doc.reasons.items()}),
        words=MappingProxyType({word: text.to_text() for word, text in doc.words.items()}),
    )


def fill(sentences: HintSentences, code: str, params: dict[str, object], language: str) -> str:
    """The sentence for `code` in `language`, its placeholders filled: a word parameter is said
    in the language, a number as the template's format asks."""
    template = sentences.reasons[code].get(language)
    said = {name: _said(sentences, value, language) for name, value in params.items()}
    return _PluralFormatter().format(template, **said)


class _PluralFormatter(string.Formatter):
    """Python's formatting, plus `{n:one|other}`: the first word when n is 1, else the second."""

    def format_field(self, value: object, format_spec: str) -> str:
        if "|" in format_spec:
            one, other = format_spec.split("|", 1)
            return one if value == 1 else other
        return str(super().format_field(value, format_spec))


def _said(sentences: HintSentences, value: object, language: str) -> object:
    if isinstance(value, LocalizedText):
        return value.get(language)
    if isinstance(value, str) and value in sentences.words:
        return sentences.words[value].get(language)
    return value
