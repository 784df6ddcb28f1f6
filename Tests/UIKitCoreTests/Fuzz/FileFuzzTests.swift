// Quick form: a few hundred mutated inputs per format, deterministic, in a few seconds. Long form: set
// UIKIT_FUZZ_ITERATIONS to the number of inputs per format (for example UIKIT_FUZZ_ITERATIONS=100000) and run
// `swift test --filter FileFuzzTests`; UIKIT_FUZZ_SEED changes the generator's seed.
import Foundation
import Testing
@testable import UIKitCore

/// Hostile variants of small valid xibs, storyboards, strings, stringsdicts, property lists, PNGs and JPEGs (made
/// here, mutated by `FileMutator`) each load or are refused, never crash, hang or allocate without bound. The
/// counts of inputs tried, loaded and refused per format are printed and checked.
@MainActor @Suite(.serialized) struct FileFuzzTests {
    static let quickIterations = 200
    static let seed = ProcessInfo.processInfo.environment["UIKIT_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_F11E

    struct Tally: CustomStringConvertible {
        var tried = 0, loaded = 0, refused = 0
        var description: String { "\(tried) tried (\(loaded) loaded, \(refused) refused)" }
    }

    /// Feeds `count` mutations of `seeds` to `load`, which says whether the input loaded.
    static func fuzz(_ seeds: [Data], salt: UInt64, count: Int, _ load: (Data) throws -> Bool) -> Tally {
        var mutator = FileMutator(seed: seed ^ salt)
        var tally = Tally()
        for index in 0..<count {
            let input = mutator.mutate(seeds[index % seeds.count])
            tally.tried += 1
            if (try? load(input)) == true { tally.loaded += 1 } else { tally.refused += 1 }
        }
        return tally
    }

    static let xib = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                <view contentMode="scaleToFill" tag="3" alpha="0.5" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="Hello" numberOfLines="2" textAlignment="center" horizontalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                            <rect key="frame" x="10" y="10" width="100" height="30"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <color key="textColor" red="1" green="0.5" blue="0" alpha="1" colorSpace="sRGB"/>
                        </label>
                        <button buttonType="system" id="btn">
                            <rect key="frame" x="10" y="50" width="100" height="44"/>
                            <state key="normal" title="Go"><color key="titleColor" white="0" alpha="1"/></state>
                            <connections><action selector="go:" destination="-1" eventType="touchUpInside" id="a1"/></connections>
                        </button>
                        <imageView image="Missing" id="img"><rect key="frame" x="0" y="0" width="8" height="8"/></imageView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="sa"/>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="lbl" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="10" id="c1"/>
                        <constraint firstAttribute="trailingMargin" secondItem="lbl" secondAttribute="trailing" relation="greaterThanOrEqual" id="c2"/>
                        <constraint firstItem="lbl" firstAttribute="width" secondItem="root" secondAttribute="width" multiplier="1:3" priority="750" id="c3"/>
                        <constraint firstItem="lbl" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" identifier="x" id="c4"/>
                    </constraints>
                </view>
            </objects>
            <resources><systemColor name="systemBackgroundColor"><color white="1" alpha="1"/></systemColor></resources>
        </document>
        """.utf8)

    static let storyboard = Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="A">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="First" title="First" id="A">
                        <view key="view" id="va"><rect key="frame" x="0" y="0" width="320" height="480"/>
                            <subviews>
                                <button buttonType="system" id="b1"><rect key="frame" x="1" y="2" width="3" height="4"/>
                                    <connections><segue destination="B" kind="show" identifier="next" id="sg"/></connections>
                                </button>
                                <label text="One" numberOfLines="0" tag="9" translatesAutoresizingMaskIntoConstraints="NO" id="l1"/>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="sg1"/>
                            <constraints>
                                <constraint firstItem="l1" firstAttribute="leading" secondItem="sg1" secondAttribute="leading" constant="20" id="k1"/>
                                <constraint firstItem="l1" firstAttribute="height" multiplier="0.5" constant="44" id="k2"/>
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr"/>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController storyboardIdentifier="Second" id="B"><view key="view" id="vb"/></viewController>
                </objects></scene>
            </scenes>
        </document>
        """.utf8)

    static let strings = Data("""
        /* A comment */
        "greeting" = "Hello, %@!";
        "count" = "%d files, %1$ld in all";
        // Another comment
        "escapes" = "Tab\\tnewline\\n\\U00e9\\"quoted\\"";
        unquoted = value;
        """.utf8)

    static let stringsDict: Data = try! PropertyListFile.write([
        "%d files": ["NSStringLocalizedFormatKey": "%#@files@ in %#@folders@",
                     "files": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                               "zero": "no files", "one": "%d file", "few": "%d files", "other": "%d files"],
                     "folders": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": "d",
                                 "one": "%2$d folder", "other": "%2$d folders"]],
        "%1$d of %2$d": ["NSStringLocalizedFormatKey": "%1$#@x@",
                         "x": ["NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "one": "%1$d of %2$d",
                               "other": "%1$d of %2$d"]],
    ] as [String: Any], format: .xml)

    static let plists: [Data] = {
        let value: [String: Any] = ["CFBundleName": "Fuzz", "Count": 42, "Ratio": 0.5, "Flag": true,
                                    "List": [1, "two", [3.0, false]], "Date": Date(timeIntervalSince1970: 1e9),
                                    "Blob": Data([0, 1, 2, 255]), "Nested": ["a": ["b": ["c": 1]]]]
        return [try! PropertyListFile.write(value, format: .xml), try! PropertyListFile.write(value, format: .binary)]
    }()

    static let images: (png: Data, jpeg: Data) = {
        let context = CGContext(data: nil, width: 16, height: 12, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 12))
        let image = context.makeImage()!
        return (image.pngData()!, image.jpegData(quality: 0.8)!)
    }()

    @Test func mutatedFilesLoadOrAreRefusedWithoutCrashing() throws {
        let count = FileMutator.iterations(quick: Self.quickIterations)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-fuzz-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var tallies: [(String, Tally)] = []
        let silenced = capturingUIKitLog {
            let previousCG = CGLog.sink
            CGLog.sink = { _ in }
            defer { CGLog.sink = previousCG }
            tallies.append(("xib", Self.fuzz([Self.xib], salt: 1, count: count) { data in
                let objects = try UINib(data: data, bundle: nil).instantiate(withOwner: NSObject())
                for case let view as UIView in objects { view.layoutIfNeeded() }
                return true
            }))
            let storyboardURL = folder.appendingPathComponent("Fuzz.storyboard")
            tallies.append(("storyboard", Self.fuzz([Self.storyboard], salt: 2, count: count) { data in
                try data.write(to: storyboardURL)
                let storyboard = try UIStoryboard(contentsOf: storyboardURL)
                let first = storyboard.instantiateInitialViewController()
                first?.loadViewIfNeeded()
                first?.viewIfLoaded?.layoutIfNeeded()
                storyboard.instantiateViewController(withIdentifier: "Second").loadViewIfNeeded()
                return first != nil
            }))
            tallies.append(("strings", Self.fuzz([Self.strings], salt: 3, count: count) { data in
                let table = try StringsFileParser.parse(data, path: "Fuzz.strings")
                for value in table.values { _ = LocalizedFormat.string(value, arguments: [3, "x", 2.5], source: "fuzz") }
                return true
            }))
            tallies.append(("stringsdict", Self.fuzz([Self.stringsDict], salt: 4, count: count) { data in
                guard let root = try PropertyListFile.read(data, path: "Fuzz.stringsdict") as? [String: Any] else { return false }
                for (key, value) in root {
                    let entry = try StringsDictEntry(key: key, plist: value, path: "Fuzz.stringsdict")
                    for arguments: [CVarArg] in [[0, 1], [1, 21], [Int.min, Int.max], [1e300, Double.nan], []] {
                        for language in ["en", "ru", "ar", "pl"] { _ = entry.string(language: language, arguments: arguments) }
                    }
                }
                return true
            }))
            tallies.append(("plist", Self.fuzz(Self.plists, salt: 5, count: count) { data in
                _ = try PropertyListFile.read(data, path: "Fuzz.plist")
                return true
            }))
            tallies.append(("png", Self.fuzz([Self.images.png], salt: 6, count: count) { data in
                UIImage(data: data) != nil
            }))
            tallies.append(("jpeg", Self.fuzz([Self.images.jpeg], salt: 7, count: count) { data in
                UIImage(data: data) != nil
            }))
        }
        print("FileFuzzTests: \(count) inputs per format, seed \(Self.seed): "
              + tallies.map { "\($0.0) \($0.1)" }.joined(separator: "; ")
              + "; \(silenced.lines.count) UIKit log lines")
        for (format, tally) in tallies {
            #expect(tally.tried == count, "\(format)")
            #expect(tally.loaded + tally.refused == tally.tried, "\(format)")
        }
        // The mutations leave some inputs intact enough to load: the loaders are really exercised.
        #expect(tallies.allSatisfy { $0.1.loaded > 0 })
    }
}
