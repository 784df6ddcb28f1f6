@testable import UIKitCore
import Foundation
import Testing

/// Fonts by descriptor, Dynamic Type sizes by content size category, UIFontMetrics scaling, and views that
/// follow the desktop's text scale.
@MainActor @Suite(.serialized) struct DynamicTypeTests {
    @Test func matchingFontDescriptorsListTheInstalledFacesOfTheFamilyAndTraits() throws {
        let family = try #require(UIFont.familyNames.first { UIFont.fontNames(forFamilyName: $0).count > 1 })
        let all = UIFontDescriptor(fontAttributes: [.family: family, .size: 13]).matchingFontDescriptors(withMandatoryKeys: nil)
        #expect(all.count == UIFont.fontNames(forFamilyName: family).count)
        #expect(all.allSatisfy { $0.familyName == family && $0.pointSize == 13 })
        let bold = UIFontDescriptor(fontAttributes: [.family: family]).withSymbolicTraits(.traitBold)!
            .matchingFontDescriptors(withMandatoryKeys: [.family, .traits])
        #expect(bold.count == 1 && bold.first?.symbolicTraits == .traitBold)
        #expect(UIFont(descriptor: try #require(bold.first), size: 12).textFont.weight == 700)
        // iOS's family names find the desktop's stand-in; an unknown family finds nothing.
        #expect(!UIFontDescriptor(fontAttributes: [.family: "Helvetica"]).matchingFontDescriptors(withMandatoryKeys: nil).isEmpty)
        #expect(UIFontDescriptor(fontAttributes: [.family: "No Such Family"]).matchingFontDescriptors(withMandatoryKeys: nil).isEmpty)
    }

    @Test func descriptorTraitsPickBoldAndItalicFaces() {
        let descriptor = UIFontDescriptor(name: "Helvetica", size: 15)
        let italic = descriptor.withSymbolicTraits(.traitItalic)!
        let font = UIFont(descriptor: italic, size: 0)
        #expect(font.pointSize == 15)
        #expect(font.textFont.italic && font.textFont.weight == 400)
        #expect(italic.symbolicTraits.contains(.traitItalic))
        let bold = UIFont(descriptor: descriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 20)
        #expect(bold.pointSize == 20 && bold.textFont.weight == 700 && bold.textFont.italic)
        #expect(bold.fontDescriptor.symbolicTraits == [.traitBold, .traitItalic])
        #expect(UIFont(descriptor: descriptor.withSize(9), size: 0).pointSize == 9)
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func preferredFontsFollowTheContentSizeCategory() {
        let saved = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = saved }
        UIContentSizeCategory.current = .large
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .headline).textFont.weight == 600)
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize == 53)
        UIContentSizeCategory.current = .extraSmall
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize < 11)
        #expect(UIContentSizeCategory.extraSmall < .large && UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    }

    @Test func fontMetricsScaleLikeTheirTextStyle() {
        let saved = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = saved }
        UIContentSizeCategory.current = .large
        let custom = UIFont(name: "Times", size: 20)!
        #expect(UIFontMetrics.default.scaledFont(for: custom).pointSize == 20)
        UIContentSizeCategory.current = .extraExtraExtraLarge
        #expect(abs(UIFontMetrics.default.scaledValue(for: 17) - 23) < 0.01)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledFont(for: custom).pointSize > 20)
        #expect(UIFontMetrics.default.scaledFont(for: custom, maximumPointSize: 22).pointSize == 22)
    }

    @Test func theDesktopTextScaleResizesAdjustingViews() {
        let saved = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = saved }
        UIContentSizeCategory.current = .large
        let (window, _) = EventTestEnvironment.makeWindow()
        let follows = UILabel(), stays = UILabel()
        for label in [follows, stays] {
            label.font = .preferredFont(forTextStyle: .body)
            window.addSubview(label)
        }
        window.makeKeyAndVisible()
        follows.adjustsFontForContentSizeCategory = true
        nonisolated(unsafe) var heard: UIContentSizeCategory?
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                              object: nil, queue: nil) { note in
            heard = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIApplication.shared.followDesktopTextScale(1.25)
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraExtraLarge)
        #expect(heard == .extraExtraLarge)
        #expect(follows.font.pointSize == 21)
        #expect(stays.font.pointSize == 17)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1) == .large)
    }
}
