"""Frozen dataclasses the validated content pack is loaded into (shared by all games)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LocalizedText:
    """A user-facing text from the pack, in both languages the app speaks."""

    zh_TW: str
    en: str

    def get(self, language: str) -> str:
        """The text for a language code ("zh_TW", "zh-TW", "en", ...); English otherwise."""
        return self.zh_TW if language.replace("-", "_").lower().startswith("zh") else self.en
