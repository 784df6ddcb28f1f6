import Testing
import Foundation
@testable import UIKitCore

/// Dynamic colours, pattern colours, colour literals and asset-catalog colour sets.
@MainActor @Suite(.serialized) struct DynamicColorTests {
    @Test func aDynamicColorResolvesAgainstTheTraitsItIsGiven() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor == UIColor.white.cgColor)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).cgColor == UIColor.black.cgColor)
        #expect(color.cgColor == UIColor.black.cgColor, "the current traits are light")
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(color.cgColor == UIColor.white.cgColor)
        }
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.red)
    }

    @Test func aColorLiteralIsAUIColor() {
        let color: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(color.cgColor == CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
    }

    @Test func aPatternColorStandsForItsImagesAverage() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let rgba = UIColor(patternImage: image).cgColor.rgba
        #expect(abs(rgba.red - 0.5) < 0.01 && abs(rgba.blue - 0.5) < 0.01 && rgba.alpha == 1)
    }

    @Test func aColorSetWithADarkVariantIsDynamic() throws {
        let tb = try TemporaryBundle()
        try tb.write("Assets.xcassets/Accent.colorset/Contents.json", utf8: """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0xFF", "green": "0.000", "blue": "0", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0", "green": "0", "blue": "255", "alpha": "1"}}}
            ]}
            """)
        let color = try #require(UIColor(named: "Accent", in: tb.bundle, compatibleWith: nil))
        #expect(color.cgColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor
                == CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(UIColor(named: "Missing", in: tb.bundle, compatibleWith: nil) == nil)
    }
}
