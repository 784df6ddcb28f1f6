import Foundation
import GoldenScenes
@testable import UIKitCore
import Testing

/// Every golden scene, rendered by the reference renderer, matches its checked-in picture within a small
/// per-channel tolerance. `UPDATE_GOLDENS=1` rewrites the pictures instead (then look at them before committing).
@MainActor @Suite struct GoldenSceneTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GoldenImages")
    static let tolerance = 3

    @Test func corpusHasAtLeast25UniquelyNamedScenes() {
        let names = GoldenScenes.all.map(\.name)
        #expect(names.count >= 25)
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
    }

    /// Book #24 (A14): the frozen shape morph frames (shape-layer-path-morph-0, -50, -100) match their goldens; V-LAYER-4: golden scenes of borders, corners, shadows, masks, contents and transforms.
    @Test func everySceneMatchesItsGoldenImage() throws {
        let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
        for scene in GoldenScenes.all {
            let url = Self.directory.appendingPathComponent("\(scene.name).png")
            guard let image = scene.renderReference() else {
                Issue.record("scene \(scene.name) did not render")
                continue
            }
            #expect(image.width == Int(scene.size.width) && image.height == Int(scene.size.height))
            if update {
                try image.pngData()?.write(to: url)
                continue
            }
            guard let data = try? Data(contentsOf: url), let golden = CGImage.decodePNG(data) else {
                Issue.record("no golden image for \(scene.name) at \(url.path); run with UPDATE_GOLDENS=1")
                continue
            }
            let difference = Self.maximumDifference(image, golden)
            if difference > Self.tolerance {
                let failed = URL(fileURLWithPath: "/tmp/golden-\(scene.name)-actual.png")
                try? image.pngData()?.write(to: failed)
                Issue.record("\(scene.name) (\(scene.summary)) differs from its golden by \(difference); wrote \(failed.path)")
            }
        }
    }

    /// The largest per-channel difference, or `Int.max` when the sizes differ.
    static func maximumDifference(_ a: CGImage, _ b: CGImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return .max }
        var worst = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                worst = max(worst, abs(p.r - q.r), abs(p.g - q.g), abs(p.b - q.b), abs(p.a - q.a))
            }
        }
        return worst
    }
}
