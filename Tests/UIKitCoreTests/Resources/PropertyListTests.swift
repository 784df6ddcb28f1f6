import Foundation
import Testing
@testable import UIKitCore

/// R-PL-1, R-PL-2: what Foundation's PropertyListSerialization does on Linux, and what this module adds.
@Suite struct PropertyListTests {
    private let sample: [String: Any] = [
        "string": "text", "int": 42, "double": 2.5, "bool": true, "data": Data([1, 2, 255]),
        "date": Date(timeIntervalSince1970: 86_400), "array": ["a", 1], "dict": ["nested": "yes"],
    ]

    /// R-PL-1, R-PL-2: strings, numbers, Booleans, dates and data in arrays and dictionaries, in XML and binary.
    @Test(arguments: [PropertyListSerialization.PropertyListFormat.xml, .binary])
    func foundationRoundTripsXMLAndBinary(format: PropertyListSerialization.PropertyListFormat) throws {
        let data = try PropertyListFile.write(sample, format: format)
        var readFormat = PropertyListSerialization.PropertyListFormat.openStep
        let back = try #require(try PropertyListFile.read(data, path: "s.plist", format: &readFormat) as? [String: Any])
        #expect(readFormat == format)
        #expect(back["string"] as? String == "text")
        #expect(back["int"] as? Int == 42)
        #expect(back["double"] as? Double == 2.5)
        #expect(back["bool"] as? Bool == true)
        #expect(back["data"] as? Data == Data([1, 2, 255]))
        #expect(back["date"] as? Date == Date(timeIntervalSince1970: 86_400))
        #expect((back["dict"] as? [String: Any])?["nested"] as? String == "yes")
        #expect((back["array"] as? [Any])?.count == 2)
    }

    /// R-PL-2: the old-style (OpenStep) format that strings files come from.
    @Test func foundationReadsOpenStepAndThisModuleWritesIt() throws {
        let text = "{ a = 1; b = (x, \"y z\"); c = <0102>; \"q\\\"\" = \"\\U00e9\"; }"
        var format = PropertyListSerialization.PropertyListFormat.xml
        let read = try #require(try PropertyListFile.read(Data(text.utf8), path: "o.plist", format: &format) as? [String: Any])
        #expect(format == .openStep)
        #expect(read["a"] as? String == "1")
        #expect(read["b"] as? [String] == ["x", "y z"])
        #expect(read["c"] as? Data == Data([1, 2]))
        #expect(read["q\""] as? String == "é")
        // Foundation traps when asked to write OpenStep; PropertyListFile writes it itself.
        let written = try PropertyListFile.write(["k": "v\n\"é\"", "list": ["a", Data([0xAB])], "n": 3, "flag": true],
                                                 format: .openStep)
        let back = try #require(try PropertyListFile.read(written, path: "w.plist") as? [String: Any])
        #expect(back["k"] as? String == "v\n\"é\"")
        #expect((back["list"] as? [Any])?.last as? Data == Data([0xAB]))
        #expect(back["n"] as? String == "3")
        #expect(back["flag"] as? String == "YES")
    }

    @Test func malformedPropertyListsNameFileAndLine() throws {
        let xml = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<strin>x</string>\n</dict></plist>"
        #expect {
            try PropertyListFile.read(Data(xml.utf8), path: "Bad.plist")
        } throws: { error in
            (error as? ResourceError).map { $0.path == "Bad.plist" && $0.line == 5 } ?? false
        }
        #expect {
            try PropertyListFile.read(Data("{ a = 1;\n b = (x, ;\n }".utf8), path: "Old.plist")
        } throws: { error in
            (error as? ResourceError).map { $0.path == "Old.plist" && $0.line == 2 && $0.message.contains("')'") } ?? false
        }
        #expect(throws: ResourceError.self) { try PropertyListFile.read(Data(), path: "Empty.plist") }
        #expect(throws: ResourceError.self) { try PropertyListFile.read(Data("bplist00garbage".utf8), path: "B.plist") }
        #expect(throws: ResourceError.self) {
            try PropertyListFile.read(contentsOf: URL(fileURLWithPath: "/nonexistent/Info.plist"))
        }
    }

    /// R-PL-1: Info.plist is a property list whose root is a dictionary.
    @Test func infoPlistKeysThroughFoundationBundle() throws {
        let tb = try TemporaryBundle(info: ["CFBundleName": "Sample", "CFBundleIdentifier": "org.example.sample",
                                            "NSMainNibFile": "MainWindow", "CFBundleDevelopmentRegion": "fr"])
        let bundle = tb.bundle
        #expect(bundle.infoDictionary?["CFBundleName"] as? String == "Sample")
        #expect(bundle.bundleIdentifier == "org.example.sample")
        #expect(bundle.developmentRegion == "fr")
        #expect(bundle.infoDictionary?["NSMainNibFile"] as? String == "MainWindow")
    }
}
