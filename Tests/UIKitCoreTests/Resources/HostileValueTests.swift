import Foundation
import Testing
@testable import UIKitCore

/// Huge, NaN and malformed numbers in resource files and in the values apps pass with them give a log line and a
/// sane value, never a trap in an integer conversion.
@MainActor @Suite(.serialized) struct HostileValueTests {
    static func label(numberOfLines: String, tag: String = "7") throws -> (UILabel, [String]) {
        let xml = HostileNibTests.xibHeader + """
            <objects><label numberOfLines="\(numberOfLines)" tag="\(tag)" text="Hi" id="l"/></objects></document>
            """
        let nib = try UINib(data: Data(xml.utf8), bundle: nil)
        let (objects, lines) = capturingUIKitLog { nib.instantiate(withOwner: nil) }
        return (try #require(objects.first as? UILabel), lines)
    }

    @Test(arguments: ["1e308", "-1e308", "9223372036854775808", "nan", "inf", "12.5"])
    func integerAttributeOutOfRangeIsIgnoredWithALogLine(value: String) throws {
        let (label, lines) = try Self.label(numberOfLines: value, tag: value)
        #expect(label.numberOfLines == 1)
        #expect(label.tag == 0)
        #expect(lines.contains { $0.contains("numberOfLines") && $0.contains(value) })
        #expect(lines.contains { $0.contains("tag") && $0.contains(value) })
    }

    @Test func integerAttributesInRangeStillApply() throws {
        let (label, lines) = try Self.label(numberOfLines: "3", tag: "-42")
        #expect(label.numberOfLines == 3 && label.tag == -42)
        #expect(lines.isEmpty)
        #expect(try Self.label(numberOfLines: "0").0.numberOfLines == 0)
    }

    /// A frame from a file that no bitmap can hold: the label gets no backing store and a log line, not a trap in
    /// the conversion of its pixel size.
    @Test(arguments: ["1e308", "nan", "40000"])
    func labelFrameTooLargeToDrawIsNotDrawn(width: String) throws {
        let xml = HostileNibTests.xibHeader + """
            <objects><label text="Hi" id="l"><rect key="frame" x="0" y="0" width="\(width)" height="20"/></label>
            </objects></document>
            """
        let label = try #require(try UINib(data: Data(xml.utf8), bundle: nil).instantiate(withOwner: nil).first as? UILabel)
        let saved = CALog.sink
        defer { CALog.sink = saved }
        nonisolated(unsafe) var lines: [String] = []
        CALog.sink = { lines.append($0) }
        label.layer.display()
        #expect(label.layer.contents == nil)
        #expect(width == "nan" || lines.contains { $0.contains("backing store") })
    }

    static func entry(_ format: String, other: String = "%d things") throws -> StringsDictEntry {
        try StringsDictEntry(key: "k", plist: [
            "NSStringLocalizedFormatKey": format,
            "x": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                  "one": "one thing", "other": other],
        ], path: "Localizable.stringsdict")
    }

    @Test(arguments: [1e300, -1e300, Double.nan, Double.infinity, -Double.infinity, 2.5])
    func pluralArgumentOutOfIntRangeSelectsOther(value: Double) throws {
        let entry = try Self.entry("%#@x@")
        // A Double where the form formats an integer: the form is left unformatted, with a log line.
        let (text, lines) = capturingUIKitLog { entry.string(language: "ru", arguments: [value]) }
        #expect(text == "%d things")
        #expect(lines.contains { $0.contains("%d things") })
    }

    @Test func extremeIntegersSelectAPluralForm() throws {
        // %ld: Foundation's %d reads 32 bits, as on Apple's platforms.
        let entry = try Self.entry("%#@x@", other: "%ld things")
        #expect(entry.string(language: "en", arguments: [Int.min]) == "\(Int.min) things")
        #expect(entry.string(language: "ru", arguments: [Int.min]) == "\(Int.min) things")
        #expect(entry.string(language: "en", arguments: [UInt.max]).isEmpty == false)
    }

    @Test(arguments: ["%0$#@x@", "%99999999999999999999$#@x@", "%9223372036854775807$#@x@"])
    func malformedPlaceholderPositionIsAnError(format: String) {
        #expect(throws: ResourceError.self) { try Self.entry(format) }
    }

    @Test func placeholderPositionPastTheArgumentsUsesOther() throws {
        let entry = try Self.entry("%2$#@x@")
        let (text, lines) = capturingUIKitLog { entry.string(language: "en", arguments: [1]) }
        #expect(text == "1 things")
        #expect(lines.contains { $0.contains("%2$#@x@") })
    }

    @Test(arguments: ["%@ files", "%s files", "%n", "%5$d", "%0$d", "%99999d", "%.99999999999999999999d", "%f",
                      "100%", "%*d", "%k"])
    func formatsThatDoNotFitTheArgumentsAreLeftUnformatted(format: String) {
        let (text, lines) = capturingUIKitLog { LocalizedFormat.string(format, arguments: [3], source: "test") }
        #expect(text == format)
        #expect(lines.count == 1 && lines[0].contains(format))
    }

    @Test func formatsThatFitTheArgumentsAreFormatted() {
        #expect(LocalizedFormat.string("%d files, 100%%", arguments: [3], source: "test") == "3 files, 100%")
        #expect(LocalizedFormat.string("%2$@ %1$ld %3$.1f", arguments: [3, "b", 2.5], source: "test") == "b 3 2.5")
        #expect(LocalizedFormat.string("%-5d|%*d", arguments: [1, 3, 2], source: "test") == "1    |  2")
    }

    @Test func stringsValueFormattingAnIntegerAsAnObjectDoesNotCrash() throws {
        let tb = try TemporaryBundle()
        try tb.write("en.lproj/Localizable.strings", utf8: "\"%d files\" = \"%@ files\";\n")
        let (text, lines) = capturingUIKitLog {
            tb.bundle.localizedStringWithFormat(forKey: "%d files", preferredLanguages: ["en"], 3)
        }
        #expect(text == "%@ files")
        #expect(lines.contains { $0.contains("%@ files") })
    }

    @Test(arguments: [CGFloat.nan, 0, -2, 1e30, -CGFloat.infinity, CGFloat.infinity])
    func namedImageWithAbsurdScaleUsesASaneOne(scale: CGFloat) throws {
        let tb = try TemporaryBundle()
        try tb.writePNG("Dot.png", width: 4, height: 4)
        try tb.writePNG("Dot@3x.png", width: 12, height: 12)
        let image = try #require(UIImage(named: "Dot", in: tb.bundle, scale: scale))
        #expect(image.scale.isFinite && image.scale >= 1 && image.scale <= 3)
        #expect(image.size == CGSize(width: 4, height: 4))
    }
}
