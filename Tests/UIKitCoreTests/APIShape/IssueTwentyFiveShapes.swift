import Foundation
import Testing
import UIKit

// Issue 25's declarations used as iOS code uses them: if one drifts from UIKit's (or Foundation's) shape this file
// stops compiling. No `@testable`: only what an app sees.

/// `UIPointerInteraction` and `UIToolTipInteraction` are open NSObject subclasses, as UIKit declares them.
final class ShapePointerInteraction: UIPointerInteraction {
    var invalidations = 0
    override func invalidate() {
        invalidations += 1
        super.invalidate()
    }
}

final class ShapeToolTipInteraction: UIToolTipInteraction {
    var moves: [UIView?] = []
    override func didMove(to view: UIView?) {
        moves.append(view)
        super.didMove(to: view)
    }
}

@MainActor @Suite struct IssueTwentyFiveShapes {
    @Test func interactionsAreOpenObjects() {
        let pointer = ShapePointerInteraction(delegate: nil)
        let object: NSObject = pointer
        pointer.invalidate()
        #expect(pointer.invalidations == 1 && object === pointer)
        let view = UIView()
        let toolTip = ShapeToolTipInteraction()
        toolTip.defaultToolTip = "Shape"
        view.addInteraction(toolTip)
        view.addInteraction(pointer)
        #expect(toolTip.moves.count == 1 && toolTip.moves[0] === view && toolTip.view === view)
        #expect(pointer.view === view)
    }

    @Test func itemProviderFileRepresentationsHaveFoundationsShape() {
        let provider = NSItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(URL(fileURLWithPath: "/tmp/picture.png"), false, nil)
            return nil
        }
        provider.registerFileRepresentation(forTypeIdentifier: "public.jpeg", fileOptions: [.openInPlace],
                                            visibility: .ownProcess) { _ in nil }
        let options: NSItemProviderFileOptions = .openInPlace
        #expect(provider.registeredTypeIdentifiers(fileOptions: options) == ["public.jpeg"])
        #expect(provider.registeredTypeIdentifiers() == ["public.png", "public.jpeg"])
        #expect(provider.hasRepresentationConforming(toTypeIdentifier: "public.image"))
        let file: Progress = provider.loadFileRepresentation(forTypeIdentifier: "public.png") { _, _ in }
        let inPlace: Progress = provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.png") { _, _, _ in }
        #expect(file !== inPlace)
    }
}
