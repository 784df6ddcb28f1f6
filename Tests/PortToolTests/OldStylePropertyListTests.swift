import Testing
@testable import PortTool

struct OldStylePropertyListTests {
    @Test func readsDictionariesArraysQuotedAndBareStringsAndSkipsComments() throws {
        let text = """
        // !$*UTF8*$!
        {
            archiveVersion = 1; /* a comment */
            objects = {
                A1 /* App */ = {isa = PBXNativeTarget; name = "My App"; files = ( B1, B2 /* x.swift */, ); };
            };
            path = "Base.lproj/Main.storyboard";
            escaped = "a\\"b\\nc";
        }
        """
        let root = try OldStylePropertyListParser.parse(text, file: "project.pbxproj")
        #expect(root["archiveVersion"]?.string == "1")
        #expect(root["objects"]?["A1"]?["name"]?.string == "My App")
        #expect(root["objects"]?["A1"]?["files"]?.array?.compactMap(\.string) == ["B1", "B2"])
        #expect(root["objects"]?["A1"]?.line == 5)
        #expect(root["path"]?.string == "Base.lproj/Main.storyboard")
        #expect(root["escaped"]?.string == "a\"b\nc")
    }

    @Test func aMissingSemicolonIsAnErrorNamingTheFileAndLine() {
        let text = "{\n  a = 1;\n  b = 2\n  c = 3;\n}\n"
        #expect(throws: PortDiagnostic.error("p.pbxproj", line: 3, "expected \";\" after the value of \"b\"")) {
            try OldStylePropertyListParser.parse(text, file: "p.pbxproj")
        }
    }

    @Test func anUnclosedDictionaryNamesTheLineItOpensOn() {
        #expect(throws: PortDiagnostic.error("p.pbxproj", line: 2, "dictionary opened here is not closed (missing })")) {
            try OldStylePropertyListParser.parse("{\n  objects = {\n a = b;\n", file: "p.pbxproj")
        }
    }
}

struct BuildSettingsTests {
    private func settings(_ target: [String: String], project: [String: String] = [:]) -> BuildSettings {
        BuildSettings(file: "p.pbxproj", project: project.mapValues { .init(text: $0, line: 7) },
                      target: target.mapValues { .init(text: $0, line: 9) },
                      defaults: ["TARGET_NAME": "My App", "PRODUCT_NAME": "$(TARGET_NAME)",
                                 "PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)"])
    }

    @Test func expandsNestedVariablesAndOperators() throws {
        let values = settings(["PRODUCT_BUNDLE_IDENTIFIER": "org.example.${PRODUCT_NAME:rfc1034identifier}"])
        #expect(try values.expanded("PRODUCT_MODULE_NAME") == "My_App")
        #expect(try values.expanded("PRODUCT_BUNDLE_IDENTIFIER") == "org.example.My-App")
        #expect(try values.expand("$(PRODUCT_MODULE_NAME).SceneDelegate", file: "Info.plist", line: 3) == "My_App.SceneDelegate")
    }

    @Test func targetSettingsInheritTheProjectLevel() throws {
        let values = settings(["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) EXTRA"],
                              project: ["SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG"])
        #expect(try values.expanded("SWIFT_ACTIVE_COMPILATION_CONDITIONS") == "DEBUG EXTRA")
    }

    @Test func anUnknownVariableNamesWhereItIsUsed() {
        #expect(throws: PortDiagnostic.error("Info.plist", line: 12, "unknown build setting $(NO_SUCH) in \"$(NO_SUCH).x\"",
                                             suggestion: "define NO_SUCH in the target's build settings, or write the value itself")) {
            try settings([:]).expand("$(NO_SUCH).x", file: "Info.plist", line: 12)
        }
    }

    @Test func aSelfReferenceIsAnErrorNotAHang() {
        #expect(throws: PortDiagnostic.self) { try settings(["A": "$(B)", "B": "$(A)"]).expanded("A") }
    }
}
