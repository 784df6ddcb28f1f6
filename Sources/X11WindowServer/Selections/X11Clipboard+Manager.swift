internal import CX11
import Foundation
import UIKitCore

/// At exit, the clipboard outlives the application through a clipboard manager (freedesktop's ClipboardManager
/// specification): it is asked to convert CLIPBOARD_MANAGER to SAVE_TARGETS, fetches our targets meanwhile, and
/// answers when it holds them.
extension X11Clipboard {
    func handOverToClipboardManager() {
        guard let own = owned[.clipboard], let item = own.items.first, !item.isEmpty,
              XGetSelectionOwner(display, atoms.clipboardManager) != 0 else { return }
        let offer = X11SelectionOffer(item: item, time: own.time, atoms: atoms)
        let protocolTargets = [atoms.targets, atoms.timestamp, atoms.multiple]
        let saved = offer.targets(connection).filter { !protocolTargets.contains($0) }
        X11Property.write(display, window: window, property: atoms.transferProperty, type: atoms.atom,
                          values: saved.map { UInt($0) })
        XConvertSelection(display, atoms.clipboardManager, atoms.saveTargets, atoms.transferProperty, window,
                          Time(CurrentTime))
        let timeout = X11SelectionSettings.clipboardManagerTimeout
        let answer = wait(until: Date().addingTimeInterval(timeout)) { event in
            event.type == SelectionNotify && event.xselection.requestor == self.window
                && event.xselection.selection == self.atoms.clipboardManager
        }
        if answer == nil {
            UIKitLog.error("X11: the clipboard manager did not confirm saving the clipboard within \(timeout) s")
        } else if answer?.xselection.property == 0 {
            UIKitLog.error("X11: the clipboard manager refused to save the clipboard")
        }
    }
}
