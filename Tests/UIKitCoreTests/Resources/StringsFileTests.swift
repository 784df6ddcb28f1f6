import Foundation
import Testing
@testable import UIKitCore

/// R-STR-1 to R-STR-5 and malformed files reported with file and line.
@Suite struct StringsFileTests {
    private func parse(_ text: String, encoding: String.Encoding = .utf8) throws -> [String: String] {
        try StringsFileParser.parse(text.data(using: encoding)!, path: "Test.strings")
    }

    /// R-STR-1, R-STR-3, R-STR-5: entries end with `;`, comments are skipped, C escapes and `\U` work, in UTF-16
    /// (either byte order) and UTF-8.
    @Test func entriesCommentsAndEscapes() throws {
        let text = """
        /* Insert Element menu item */
        "Insert Element" = "Insert Element";
        // a line comment
        "ErrorString_1" = "An unknown error occurred.";
        "escapes" = "tab\\tquote\\"back\\\\slash\\nnew\\rcr\\U00e9\\101";
        unquoted_key = value.with-chars;
        "same";
        """
        for encoding in [String.Encoding.utf8, .utf16, .utf16LittleEndian, .utf16BigEndian] {
            let table = try parse(text, encoding: encoding)
            #expect(table["Insert Element"] == "Insert Element")
            #expect(table["ErrorString_1"] == "An unknown error occurred.")
            #expect(table["escapes"] == "tab\tquote\"back\\slash\nnew\rcr\u{e9}A")
            #expect(table["unquoted_key"] == "value.with-chars")
            #expect(table["same"] == "same")
        }
    }

    /// R-STR-3, R-STR-6: UTF-8 with a byte-order mark is read too; values may hold non-ASCII text.
    @Test func utf8WithByteOrderMarkAndNonASCIIValues() throws {
        let table = try StringsFileParser.parse(Data([0xEF, 0xBB, 0xBF]) + Data("\"k\" = \"Grüße 日本\";".utf8), path: "x")
        #expect(table == ["k": "Grüße 日本"])
    }

    /// R-STR-2, R-PL-2: a strings file may be an XML or binary property list whose root is a dictionary.
    @Test func xmlAndBinaryPropertyListStringsFiles() throws {
        // R-STR-2.
        for format in [PropertyListSerialization.PropertyListFormat.xml, .binary] {
            let data = try PropertyListFile.write(["Yes": "Oui"], format: format)
            #expect(try StringsFileParser.parse(data, path: "p.strings") == ["Yes": "Oui"])
        }
        let notStrings = try PropertyListFile.write(["a": 1], format: .xml)
        #expect(throws: ResourceError.self) { try StringsFileParser.parse(notStrings, path: "p.strings") }
    }

    /// R-STR-4: keys are unique within one file; a duplicate keeps the last value.
    @Test func duplicateKeysKeepTheLastValue() throws {
        // R-STR-4: genstrings warns on duplicates; reading keeps the last one.
        #expect(try parse("\"a\" = \"1\";\n\"a\" = \"2\";") == ["a": "2"])
    }

    @Test(arguments: [
        ("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";", 3, "expected ';'"),
        ("\"a\" = \"1\";\n\n\"b\" = \"unterminated;\n", 3, "unterminated quoted string"),
        ("/* open\n\n comment", 1, "unterminated /* comment"),
        ("\"a\" = ;", 1, "expected a value"),
        ("\"a\" \"b\";", 1, "expected ';'"),
        ("\n\n\"a\" = \"\\U\";", 3, "\\U needs hexadecimal digits"),
        ("\n= \"x\";", 2, "expected a key"),
    ])
    func malformedFilesNameFileAndLine(text: String, line: Int, message: String) {
        #expect {
            try parse(text)
        } throws: { error in
            guard let error = error as? ResourceError else { return false }
            return error.path == "Test.strings" && error.line == line && error.message.contains(message)
                && error.description.hasPrefix("Test.strings:\(line): ")
        }
    }

    @Test func notTextIsAnError() {
        #expect(throws: ResourceError.self) { try StringsFileParser.parse(Data([0xFF, 0xD8, 0xC3, 0x28]), path: "b") }
    }

    /// R-STR-10: a malformed table makes the lookups return the key.
    @Test func malformedTableMakesLookupsReturnTheKeyWithOneLogLine() throws {
        // R-STR-10: a malformed file makes the functions return the key.
        let tb = try TemporaryBundle()
        try tb.write("en.lproj/Broken.strings", utf8: "\"a\" = \"1\"\n\"b\" = \"2\";")
        #expect(tb.bundle.localizedString(forKey: "a", value: nil, table: "Broken", preferredLanguages: ["en"]) == "a")
    }
}
