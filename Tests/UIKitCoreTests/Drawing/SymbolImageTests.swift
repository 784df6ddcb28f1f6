import Testing
import Foundation
@testable import UIKitCore
@testable import UIKitResources

/// `UIImage(systemName:)` from the Adwaita icon theme, through Resources/SymbolTable.txt.
@MainActor @Suite(.serialized) struct SymbolImageTests {
    @Test func theTableMapsTheCommonSymbolsToInstalledIcons() {
        #expect(SymbolImages.table.count >= 60)
        let common = ["plus", "trash", "star", "star.fill", "heart", "gear", "magnifyingglass", "chevron.left",
                      "chevron.right", "xmark", "checkmark", "square.and.arrow.up", "folder", "doc", "person", "house",
                      "bell", "pencil", "info.circle", "exclamationmark.triangle", "play.fill", "pause.fill",
                      "arrow.clockwise"]
        for name in common {
            let icon = SymbolImages.table[name]
            #expect(icon != nil, "\(name) is in the table")
            #expect(icon.flatMap { SymbolImages.iconFiles[$0] } != nil, "\(name)'s icon \(icon ?? "") is installed")
        }
    }

    @Test func aSymbolIsATemplateOfTheConfiguredSize() throws {
        let plain = try #require(UIImage(systemName: "star.fill"))
        #expect(plain.renderingMode == .alwaysTemplate)
        #expect(plain.size == CGSize(width: 17, height: 17), "the body size by default")
        let configured = try #require(UIImage(systemName: "trash",
                                              withConfiguration: UIImage.SymbolConfiguration(pointSize: 32, weight: .bold)))
        #expect(configured.size == CGSize(width: 32, height: 32))
        let large = try #require(UIImage(systemName: "trash", withConfiguration: UIImage.SymbolConfiguration(scale: .large)))
        #expect(large.size.width > plain.size.width)
        let cgImage = try #require(configured.cgImage)
        let covered = (0..<cgImage.height).contains { y in (0..<cgImage.width).contains { x in cgImage.argb(x: x, y: y) >> 24 > 0 } }
        #expect(covered, "the icon was drawn")
    }

    @Test func aTintedSymbolIsDrawnInTheTint() throws {
        let tinted = try #require(UIImage(systemName: "plus", withConfiguration: UIImage.SymbolConfiguration(pointSize: 40))?
            .withTintColor(.red))
        #expect(tinted.renderingMode == .alwaysOriginal)
        let cgImage = try #require(tinted.cgImage)
        let centre = cgImage.argb(x: cgImage.width / 2, y: cgImage.height / 2)
        #expect(centre >> 24 == 0xFF && centre >> 16 & 0xFF == 0xFF && centre & 0xFFFF == 0, "opaque red: \(centre)")
    }

    @Test func anUnknownNameIsNilWithOneLogLine() {
        let (image, lines) = capturingUIKitLog {
            (UIImage(systemName: "no.such.symbol.anywhere"), UIImage(systemName: "no.such.symbol.anywhere"))
        }
        #expect(image.0 == nil && image.1 == nil)
        #expect(lines.count == 1 && lines[0].contains("no.such.symbol.anywhere"))
    }

    @Test func theSystemColoursComeFromTheResourcesFolderWithDarkValues() {
        func bytes(_ color: UIColor) -> [Int] {
            let c = color.cgColor.rgba
            return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
        }
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIKitResources.directory != nil)
        #expect(bytes(.systemBlue) == [0, 122, 255, 255])
        #expect(bytes(UIColor.systemBlue.resolvedColor(with: dark)) == [10, 132, 255, 255])
        #expect(bytes(.label) == [0, 0, 0, 255])
        #expect(bytes(UIColor.label.resolvedColor(with: dark)) == [255, 255, 255, 255])
        #expect(bytes(.systemBackground) == [255, 255, 255, 255])
        #expect(bytes(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 255])
        #expect(bytes(UIColor.secondaryLabel.resolvedColor(with: dark)) == [235, 235, 245, 153])
    }
}
