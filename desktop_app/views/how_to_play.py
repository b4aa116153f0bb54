"""How to play: the rules reference viewer (Help > How to play, F1) and its HTML for print.

One window per game, in Qt's idiom: the contents on the left (with a search box that keeps the
sections that mention the words), the section on the right, Back/Forward, zoom, a presentation
size for a projector, copy, print and save as PDF. A section's Markdown comes from the content
pack (`desktop_app.content.how_to_play`); its pictures (`picture:KIND/ARG` images) are drawn by
the game's own drawing code in `desktop_app/views/<game>/pictures.py`, so they stay true to the
board. Markdown's HTML is turned off: pack text is never rich text.
"""

from __future__ import annotations

import base64
import importlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QSize, Qt, QUrl, Signal
from PySide6.QtGui import (
    QAction,
    QFont,
    QGuiApplication,
    QImage,
    QKeySequence,
    QPageLayout,
    QPageSize,
    QResizeEvent,
    QShowEvent,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QTextBrowser,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.errors import ContentError
from desktop_app.content.how_to_play import HowToPlay, Section, picture_of, section_markdown
from desktop_app.paths import assets_dir
from desktop_app.views.kit import pdf_sheet
from desktop_app.views.kit.documents import in_documents
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.pdf_text import write_pdf
from desktop_app.views.plain_text import message_box, plain_label
from desktop_app.views.theme import (
    Palette,
    choose_ui_family,
    colour_css,
    is_traditional_chinese_family,
    load_bundled_fonts,
    scale_for,
    ui_font,
)

MARKDOWN = QTextDocument.MarkdownFeature.MarkdownDialectGitHub | QTextDocument.MarkdownFeature.MarkdownNoHTML
BODY_PX = 17  # text size at the 1280x800 design; presentation size multiplies it
PRESENTATION = 1.7
PICTURE_HEIGHT = 150  # a picture's height in text pixels at the design size
_IMAGE = re.compile(r'src="(picture:[^"]+)"')

# draw_picture(kind, arg, content, language, height) -> an image `height` logical pixels tall,
# drawn at device pixel ratio 2 (its devicePixelRatio set) so it stays sharp on a 4K screen.
PictureDrawer = Callable[[str, str, Any, str, int], QImage]


def picture_drawer(game: str) -> PictureDrawer | None:
    """The game's `draw_picture(kind, arg, content, language, height)`, if it has one."""
    try:
        module = importlib.import_module(f"desktop_app.views.{game}.pictures")
    except ModuleNotFoundError as error:
        if error.name == f"desktop_app.views.{game}.pictures":
            return None
        raise
    drawer: PictureDrawer = module.draw_picture
    return drawer


def draw_picture(game: str, url: str, content: Any, language: str, height: int) -> QImage:
    """The picture a `picture:KIND/ARG` address names, or a null image when it cannot be drawn."""
    found = picture_of(url)
    drawer = picture_drawer(game)
    if found is None or drawer is None:
        return QImage()
    return drawer(found[0], found[1], content, language, height)


def _style_sheet(size: float, unit: str = "px") -> str:
    """The reference's look, with sizes in `unit`: pixels on screen, points on paper (a
    printer's pixel is a 1200th of an inch, so pixel sizes would print headings at 1.4 pt)."""
    ink, muted = colour_css(Palette.INK), colour_css(Palette.INK_MUTED)
    return (
        f"body {{ color: {ink}; font-size: {size:.0f}{unit}; }}"
        f"h1 {{ font-size: {size * 1.6:.0f}{unit}; }} h2 {{ font-size: {size * 1.25:.0f}{unit}; }}"
        f"table {{ border-collapse: collapse; margin: {size * 0.5:.0f}{unit} 0; }}"
        f"th {{ background: {colour_css(Palette.TABLE_DARK)}; }}"
        f"td, th {{ border: 1px solid {colour_css(Palette.CARD_EDGE)}; "
        f"padding: {size * 0.3:.0f}{unit} {size * 0.6:.0f}{unit}; }}"
        f"a {{ color: {colour_css(Palette.IN_PROGRESS)}; }} code {{ color: {muted}; }}"
    )


def markdown_to_html(markdown: str) -> str:
    """Markdown (HTML in it ignored) as the HTML Qt makes of it."""
    document = QTextDocument()
    document.setMarkdown(markdown, MARKDOWN)
    return document.toHtml()


def _gui_application() -> None:
    """A Qt application for drawing and fonts, made here when a headless command has none."""
    if QGuiApplication.instance() is None:
        QGuiApplication.setAttribute(Qt.ApplicationAttribute.AA_ShareOpenGLContexts)
        _keep.append(QGuiApplication(["energy-table"]))


def reference_html(
    reference: HowToPlay, content: Any, language: str, sections: tuple[Section, ...] | None = None
) -> str:
    """One standalone HTML page of `sections` (all by default), pictures inside it as PNG data:
    what `energy-table rules --format html` prints and what a teacher can hand out."""
    _gui_application()
    parts = [section_markdown(reference, s, content, language) for s in sections or reference.sections]
    html = markdown_to_html("\n\n".join(parts))

    def inline(match: re.Match[str]) -> str:
        image = draw_picture(reference.game, match.group(1), content, language, PICTURE_HEIGHT)
        if image.isNull():
            return match.group(0)
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes; PySide6 wants a str
        width = round(image.width() / max(1.0, image.devicePixelRatio()))
        encoded = base64.b64encode(bytes(data.data())).decode("ascii")
        return f'width="{width}" src="data:image/png;base64,{encoded}"'

    html = _IMAGE.sub(inline, html)
    return html.replace("<head>", f"<head><style>{_style_sheet(BODY_PX)}</style>", 1)


_keep: list[QGuiApplication] = []  # the application `reference_html` made, when it had to


def _space_out(document: QTextDocument, px: float) -> None:
    """Air a child can read in: taller lines, a gap after each paragraph, more before a heading,
    and tables with room in their cells (Qt's Markdown import sets none of these)."""
    tables = []
    block = document.begin()
    while block.isValid():
        cursor = QTextCursor(block)
        form = block.blockFormat()
        table = cursor.currentTable()
        if table is not None:
            if table not in tables:
                tables.append(table)
        else:
            form.setLineHeight(140.0, QTextBlockFormat.LineHeightTypes.ProportionalHeight.value)
            heading = form.headingLevel()
            if heading:
                form.setTopMargin(px * 1.1 if heading > 1 else 0.0)
                form.setBottomMargin(px * 0.35)
            else:
                form.setBottomMargin(px * (0.2 if block.textList() else 0.55))
            cursor.setBlockFormat(form)
        block = block.next()
    for table in tables:
        look = table.format()
        look.setCellPadding(px * 0.35)
        look.setCellSpacing(0)
        look.setBorder(1)
        look.setBorderBrush(Palette.CARD_EDGE)
        look.setBorderCollapse(True)
        look.setBottomMargin(px * 0.6)
        table.setFormat(look)
        for column in range(table.columns()):
            cell = table.cellAt(0, column)
            shade = cell.format()
            shade.setBackground(Palette.TABLE_DARK)
            cell.setFormat(shade)


class ReferenceBrowser(QTextBrowser):
    """A QTextBrowser that draws `picture:` images with the game's own drawing code."""

    def __init__(self, game: str, content: Any, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game, self.content, self.language = game, content, language
        self.picture_height = PICTURE_HEIGHT
        self.setOpenLinks(False)
        self.setObjectName("how-to-play-text")

    def loadResource(self, kind: int, name: QUrl | str) -> Any:  # noqa: N802 - Qt's name
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource.value and url.scheme() == "picture":
            image = draw_picture(self.game, url.toString(), self.content, self.language, self.picture_height)
            if not image.isNull():
                return image  # drawn `picture_height` logical pixels tall, at the drawer's pixel ratio
        return super().loadResource(kind, name)


class HowToPlayWindow(QMainWindow):
    """One game's rules reference: contents, search, the section, and the reader's tools."""

    section_shown = Signal(str)  # a section id

    def __init__(
        self, reference: HowToPlay, content: Any, language: str, title: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.reference, self.content, self.language = reference, content, language
        self.setObjectName(f"how-to-play-{reference.game}")
        self.setWindowTitle(fill(self.tr("How to play: %1"), title))
        self.resize(1100, 760)
        self._history: list[str] = []
        self._place = -1
        self._zoom = 0
        self._presentation = False
        self.current = reference.sections[0].id

        self.search = QLineEdit()
        self.search.setObjectName("how-to-play-search")
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setClearButtonEnabled(True)
        self.search.setAccessibleName(self.tr("Search the rules"))
        self.search.textChanged.connect(self._filter)
        self.search.returnPressed.connect(self._find_next)
        self.contents = QListWidget()
        self.contents.setObjectName("how-to-play-contents")
        self.contents.setAccessibleName(self.tr("Contents"))
        for section in reference.sections:
            item = QListWidgetItem(section.title.get(language))
            item.setData(Qt.ItemDataRole.UserRole, section.id)
            self.contents.addItem(item)
        self.contents.currentItemChanged.connect(self._contents_did_change)
        self.no_match = plain_label()
        self.no_match.setWordWrap(True)
        self.no_match.hide()
        side = QWidget()
        column = QVBoxLayout(side)
        column.setContentsMargins(8, 8, 4, 8)
        column.addWidget(self.search)
        column.addWidget(self.no_match)
        column.addWidget(self.contents, 1)
        self.text = ReferenceBrowser(reference.game, content, language)
        self.text.setAccessibleName(self.tr("Rules text"))
        self.text.anchorClicked.connect(self._link_clicked)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(side)
        split.addWidget(self.text)
        split.setStretchFactor(1, 1)
        split.setSizes([280, 820])
        split.splitterMoved.connect(lambda *_: setattr(self, "_split_moved", True))
        self.split, self._split_moved = split, False
        self.setCentralWidget(split)
        self.text.setStyleSheet(
            f"QTextBrowser {{ background: {colour_css(Palette.CARD_FACE)}; color: {colour_css(Palette.INK)}; }}"
        )
        self._build_tools()
        self._apply_size()
        self.show_section(self.current)

    # --- tools --------------------------------------------------------------------------

    def _find(self) -> None:
        """Ctrl+F: the search box, its text selected to type over."""
        self.search.setFocus()
        self.search.selectAll()

    def _build_tools(self) -> None:
        bar = self.tools = QToolBar(self.tr("Reading"))
        bar.setObjectName("how-to-play-tools")
        bar.setMovable(False)
        self.addToolBar(bar)

        def add(
            name: str, text: str, keys: QKeySequence | QKeySequence.StandardKey | str, slot: Callable[[], object]
        ) -> QAction:
            action = QAction(text, self)
            action.setObjectName(name)
            action.setShortcut(QKeySequence(keys))
            action.setToolTip(f"{text} ({QKeySequence(keys).toString(QKeySequence.SequenceFormat.NativeText)})")
            # Not connected directly: `triggered` passes `checked`, which a slot with an optional
            # first argument (save_pdf's path) would take for a file name.
            action.triggered.connect(lambda _checked=False, slot=slot: slot())
            bar.addAction(action)
            return action

        self.back_action = add("back", self.tr("Back"), QKeySequence.StandardKey.Back, self.back)
        self.forward_action = add("forward", self.tr("Forward"), QKeySequence.StandardKey.Forward, self.forward)
        bar.addSeparator()
        add("zoom-in", self.tr("Larger text"), QKeySequence.StandardKey.ZoomIn, lambda: self.zoom(1))
        add("zoom-out", self.tr("Smaller text"), QKeySequence.StandardKey.ZoomOut, lambda: self.zoom(-1))
        add("zoom-reset", self.tr("Normal size"), "Ctrl+0", lambda: self.zoom(0))
        self.presentation_action = add(
            "presentation", self.tr("Presentation size"), "F5", lambda: self.set_presentation(not self._presentation)
        )
        self.presentation_action.setCheckable(True)
        bar.addSeparator()
        add("copy", self.tr("Copy"), QKeySequence.StandardKey.Copy, self.copy)
        add("print", self.tr("Print…"), QKeySequence.StandardKey.Print, self.print_reference)
        add("pdf", self.tr("Save as PDF…"), "Ctrl+Shift+S", self.save_pdf)
        find = QAction(self)
        find.setShortcut(QKeySequence(QKeySequence.StandardKey.Find))
        find.triggered.connect(self._find)
        self.addAction(find)
        close = QAction(self)
        close.setShortcut(QKeySequence(Qt.Key.Key_Escape))
        close.triggered.connect(self.close)
        self.addAction(close)
        self._sync_history()

    # --- moving around ------------------------------------------------------------------

    def show_section(self, section_id: str, *, remember: bool = True) -> bool:
        """Show a section by id; False (and nothing changes) for an unknown id."""
        section = self.reference.section(section_id)
        if section is None:
            return False
        self.current = section_id
        markdown = section_markdown(self.reference, section, self.content, self.language)
        document = self.text.document()
        document.setDocumentMargin(round(self._text_px() * 1.2))
        document.setMarkdown(markdown, MARKDOWN)  # the document's default font and size apply
        _space_out(document, self._text_px())
        if remember and (self._place < 0 or self._history[self._place] != section_id):
            del self._history[self._place + 1 :]
            self._history.append(section_id)
            self._place = len(self._history) - 1
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == section_id and self.contents.currentRow() != row:
                self.contents.blockSignals(True)
                self.contents.setCurrentRow(row)
                self.contents.blockSignals(False)
        self._sync_history()
        if self.search.text().strip():
            self.text.find(self.search.text().strip())
        self.section_shown.emit(section_id)
        return True

    def show_moment(self, moment: str) -> str:
        """Show the section that explains a game moment (F1 in a game window); its id."""
        section = self.reference.section_for_moment(moment)
        self.show_section(section.id)
        return section.id

    def back(self) -> None:
        if self._place > 0:
            self._place -= 1
            self.show_section(self._history[self._place], remember=False)

    def forward(self) -> None:
        if self._place < len(self._history) - 1:
            self._place += 1
            self.show_section(self._history[self._place], remember=False)

    def _sync_history(self) -> None:
        if hasattr(self, "back_action"):
            self.back_action.setEnabled(self._place > 0)
            self.forward_action.setEnabled(self._place < len(self._history) - 1)

    def _contents_did_change(self, item: QListWidgetItem | None, _previous: QListWidgetItem | None) -> None:
        if item is not None:
            self.show_section(item.data(Qt.ItemDataRole.UserRole))

    def _link_clicked(self, url: QUrl) -> None:
        if url.fragment() and not url.path():
            self.show_section(url.fragment())

    # --- search -------------------------------------------------------------------------

    def matches(self, words: str) -> list[str]:
        """The ids of the sections whose text (in this language, figures filled in) holds every
        word of `words`, case aside."""
        wanted = words.casefold().split()
        found = []
        for section in self.reference.sections:
            text = section_markdown(self.reference, section, self.content, self.language).casefold()
            if all(word in text for word in wanted):
                found.append(section.id)
        return found

    def _filter(self, words: str) -> None:
        keep = set(self.matches(words)) if words.strip() else None
        for row in range(self.contents.count()):
            item = self.contents.item(row)
            item.setHidden(keep is not None and item.data(Qt.ItemDataRole.UserRole) not in keep)
        self.no_match.setVisible(keep is not None and not keep)
        self.no_match.setText(fill(self.tr("No section mentions “%1”."), words.strip()))
        if keep and self.current not in keep:
            self.show_section(next(s.id for s in self.reference.sections if s.id in keep))
        elif keep:
            self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
            self.text.find(words.strip())

    def _find_next(self) -> None:
        words = self.search.text().strip()
        if words and not self.text.find(words):
            self.text.moveCursor(self.text.textCursor().MoveOperation.Start)
            self.text.find(words)

    # --- size ---------------------------------------------------------------------------

    def _text_px(self) -> float:
        scale = scale_for(self.size()) if self.isVisible() else 1.0
        px = BODY_PX * max(1.0, scale) * (1.15**self._zoom)
        return px * (PRESENTATION if self._presentation else 1.0)

    def zoom(self, step: int) -> None:
        """Larger (+1), smaller (-1) or normal (0) text."""
        self._zoom = 0 if step == 0 else max(-3, min(8, self._zoom + step))
        self._apply_size()

    def set_presentation(self, on: bool) -> None:
        """The projector size: much larger text, contents list too."""
        self._presentation = on
        self.presentation_action.setChecked(on)
        self._apply_size()

    def _apply_size(self) -> None:
        if not self._split_moved:  # the contents keep about a quarter of the width
            width = max(1, self.split.width())
            self.split.setSizes([max(240, round(width * 0.24)), round(width * 0.76)])
        px = self._text_px()
        if px == getattr(self, "_sized_for", None):
            return  # a resize within one size step: the text and its pictures stay as they are
        self._sized_for = px
        font = ui_font(QApplication.font(), px)
        self.text.document().setDefaultFont(font)
        self.text.picture_height = round(PICTURE_HEIGHT * px / BODY_PX)
        self.contents.setFont(ui_font(QApplication.font(), px * 0.95))
        self.contents.setStyleSheet(f"QListWidget::item {{ padding: {px * 0.3:.0f}px {px * 0.4:.0f}px; }}")
        self.search.setFont(ui_font(QApplication.font(), px * 0.9))
        scale = scale_for(self.size()) if self.isVisible() else 1.0
        if hasattr(self, "tools"):
            self.tools.setFont(ui_font(QApplication.font(), 14 * max(1.0, scale)))
        if hasattr(self, "current"):
            keep = self.text.verticalScrollBar().value()
            self.show_section(self.current, remember=False)
            self.text.verticalScrollBar().setValue(keep)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._apply_size()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        super().showEvent(event)
        self._apply_size()

    # --- copy and print -----------------------------------------------------------------

    def copy(self) -> None:
        """Copy the selection, or the whole section as text when nothing is selected."""
        if self.text.textCursor().hasSelection():
            self.text.copy()
        else:
            QApplication.clipboard().setText(self.text.toPlainText())

    def _document_for_print(self) -> QTextDocument:
        return print_document(self.reference, self.content, self.language, parent=self)

    def print_reference(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the rules"))
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self._document_for_print().print_(printer)

    def save_pdf(self, path: str | None = None) -> str | None:
        """Write the whole reference as a PDF (asks where unless `path` is given); the path."""

        if path is None:
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the rules as PDF"), in_documents(self.windowTitle(), "pdf"), self.tr("PDF (*.pdf)")
            )
            if not path:
                return None
        write_reference_pdf(self._document_for_print(), path)
        return path

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(1100, 760)


PRINT_POINTS = 11  # the body text on paper; headings 1.6x and 1.25x


def traditional_font() -> QFont:
    """The application's font with a Traditional Chinese family named, for paper (a PDF).

    Headless (`energy-table rules --format pdf`) nobody chose the UI font: without a Traditional
    Chinese family named, the fallback draws Japanese glyph shapes (and Qt's PDF then maps some
    of them back to the wrong characters). Set as the application's font, since HTML names it.
    Without 'locl' and 'liga' (kit/pdf_sheet.paper_font), so its digits and ligatures copy out."""
    font = QFont(QGuiApplication.font())
    if not is_traditional_chinese_family(font.family()):
        family = choose_ui_family(load_bundled_fonts(assets_dir() / "fonts"))
        if family is not None:
            font.setFamilies([family])
            QGuiApplication.setFont(font)
    return pdf_sheet.paper_font(font)


def print_document(
    reference: HowToPlay,
    content: Any,
    language: str,
    sections: tuple[Section, ...] | None = None,
    parent: QWidget | None = None,
) -> QTextDocument:
    """`sections` (all by default) in one document for paper: sizes in points, pictures drawn.
    What the window prints and saves, and `energy-table rules --format pdf` writes."""
    _gui_application()
    font = traditional_font()
    html = reference_html(reference, content, language, sections)
    document = QTextDocument(parent)
    document.setDefaultStyleSheet(_style_sheet(PRINT_POINTS, "pt"))
    font.setPointSizeF(PRINT_POINTS)
    document.setDefaultFont(font)
    document.setHtml(html)
    return document


def write_reference_pdf(document: QTextDocument, path: str | Path) -> Path:
    """`document` on A4 paper as a PDF at `path`, its text copying out as drawn (pdf_text)."""
    from PySide6.QtPrintSupport import QPrinter

    def draw(file_name: str) -> None:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        printer.setPageMargins(QMarginsF(18, 18, 18, 18), QPageLayout.Unit.Millimeter)
        printer.setOutputFileName(file_name)
        # Laid out on the paper's own width (on screen it is the window's): the paper's size in
        # points, as the screen's pixels that the document lays its text out in.
        screen = QGuiApplication.primaryScreen()
        per_point = (screen.logicalDotsPerInch() if screen is not None else 96.0) / 72.0
        document.setPageSize(printer.pageLayout().paintRect(QPageLayout.Unit.Point).size() * per_point)
        document.print_(printer)

    return write_pdf(path, draw)


_OPEN: dict[tuple[str, str], HowToPlayWindow] = {}


def open_how_to_play(
    game: str, language: str, title: str, *, moment: str | None = None, parent: QWidget | None = None
) -> HowToPlayWindow | None:
    """Open (or raise) a game's rules window, at the section for `moment` if given. A broken
    pack is said in a message box and nothing opens (None)."""
    window = _OPEN.get((game, language))
    if window is None:
        from desktop_app.content.loader import load_how_to_play

        try:
            reference, content = load_how_to_play(game)
        except ContentError as error:
            box = message_box(
                parent,
                QMessageBox.Icon.Critical,
                QApplication.translate("HowToPlayWindow", "How to play"),
                QApplication.translate("HowToPlayWindow", "The rules for this game cannot be shown:")
                + "\n\n"
                + str(error),
            )
            box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            box.open()  # not exec(): the launcher or the game stays alive behind it
            return None
        window = HowToPlayWindow(reference, content, language, title)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.destroyed.connect(lambda *_: _OPEN.pop((game, language), None))
        _OPEN[(game, language)] = window
    if moment is not None:
        window.show_moment(moment)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


__all__ = ["HowToPlayWindow", "open_how_to_play", "reference_html"]
