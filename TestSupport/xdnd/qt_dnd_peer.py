#!/usr/bin/python3
"""A Qt 6 window as the other client of the XDND tests (through PyQt6, QT_QPA_PLATFORM=xcb on the test's X server):
the same window and the same lines as gtk_dnd_peer.py, so one Swift peer (DndPeer) drives either. Frameless
400 x 300 pixels, titled "Qt DnD peer": the top band drags text, the middle one a file URI, and the bottom third is a
drop area taking text or URIs. Prints one line per fact on stdout:
  ready                      the window is mapped
  drop text <json string>    text dropped on the drop area
  drop uris <json list>      file or other URIs dropped there
  drag-end <action>          how a drag from here ended: copy, move or none
The text and the file URI to offer come as the first two arguments."""
import json
import sys

from PyQt6.QtCore import QMimeData, QPoint, Qt, QTimer, QUrl
from PyQt6.QtGui import QDrag
from PyQt6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

OFFERED_TEXT = sys.argv[1] if len(sys.argv) > 1 else "text from Qt"
OFFERED_URI = sys.argv[2] if len(sys.argv) > 2 else "file:///tmp/from-qt.txt"
ACTION_NAMES = {Qt.DropAction.CopyAction: "copy", Qt.DropAction.MoveAction: "move"}


def out(*words):
    print(*words, flush=True)


class DragLabel(QLabel):
    """A label that starts a drag of its mime data once the pressed pointer moved Qt's start distance."""

    def __init__(self, title, make_mime):
        super().__init__(title)
        self.make_mime = make_mime
        self.pressed_at = None
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def mousePressEvent(self, event):
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed_at = event.position().toPoint()

    def mouseReleaseEvent(self, _event):
        self.pressed_at = None

    def mouseMoveEvent(self, event):
        if self.pressed_at is None:
            return
        if (event.position().toPoint() - self.pressed_at).manhattanLength() < QApplication.startDragDistance():
            return
        self.pressed_at = None
        drag = QDrag(self)
        drag.setMimeData(self.make_mime())
        drag.setHotSpot(QPoint(0, 0))
        action = drag.exec(Qt.DropAction.CopyAction | Qt.DropAction.MoveAction, Qt.DropAction.CopyAction)
        out("drag-end", ACTION_NAMES.get(action, "none"))


def text_mime():
    # As Qt offers a string: text/plain, which its XCB backend also offers as UTF8_STRING and friends.
    mime = QMimeData()
    mime.setText(OFFERED_TEXT)
    return mime


def uri_mime():
    mime = QMimeData()
    mime.setUrls([QUrl(OFFERED_URI)])
    return mime


class DropArea(QLabel):
    def __init__(self):
        super().__init__("drop here")
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAcceptDrops(True)

    def dragEnterEvent(self, event):
        if event.mimeData().hasUrls() or event.mimeData().hasText():
            event.acceptProposedAction()

    def dragMoveEvent(self, event):
        event.acceptProposedAction()

    def dropEvent(self, event):
        mime = event.mimeData()
        if mime.hasUrls():
            out("drop uris", json.dumps([bytes(url.toEncoded()).decode() for url in mime.urls()]))
        elif mime.hasText():
            out("drop text", json.dumps(mime.text()))
        else:
            out("drop other", json.dumps(mime.formats()))
        event.acceptProposedAction()


class PeerWindow(QWidget):
    def __init__(self):
        super().__init__(None, Qt.WindowType.FramelessWindowHint)
        self.setWindowTitle("Qt DnD peer")
        self.setFixedSize(400, 300)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        for widget in (DragLabel("drag text", text_mime), DragLabel("drag a file", uri_mime), DropArea()):
            widget.setFixedHeight(100)
            layout.addWidget(widget)
        self.announced = False

    def showEvent(self, event):
        super().showEvent(event)
        if not self.announced:
            self.announced = True
            QTimer.singleShot(100, lambda: out("ready"))


def main():
    app = QApplication(sys.argv[:1])
    window = PeerWindow()
    window.show()
    sys.exit(app.exec())


main()
