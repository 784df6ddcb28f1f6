@testable import UIKitCore
import Testing

@MainActor @Suite struct UIImageTests {
    /// 2x2 points: top half red, bottom half blue (the book's row 15 image).
    func redOverBlue(scale: CGFloat = 1) -> UIImage {
        render(CGSize(width: 2, height: 2), scale: scale, transparent: true) { _ in
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
    }

    /// Book #15: CGContext.draw of a CGImage comes out flipped in a UIKit context; UIImage.draw(at:) is upright.
    @Test func drawAtPointIsUprightWhileCGContextDrawIsFlipped() throws {
        let image = redOverBlue(scale: 2)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.cgImage?.width == 4)
        let drawn = render(CGSize(width: 20, height: 20)) { context in
            context.interpolationQuality = .none
            image.draw(in: CGRect(x: 0, y: 0, width: 10, height: 20))
            context.draw(try! #require(image.cgImage), in: CGRect(x: 10, y: 0, width: 10, height: 20))
        }
        expectPixel(drawn, 5, 2, .red)
        expectPixel(drawn, 5, 17, .blue)
        expectPixel(drawn, 15, 2, .blue)
        expectPixel(drawn, 15, 17, .red)
        let atPoint = render(CGSize(width: 4, height: 4)) { _ in image.draw(at: CGPoint(x: 1, y: 1)) }
        expectPixel(atPoint, 2, 1, .red)
        expectPixel(atPoint, 2, 2, .blue)
        expectPixel(atPoint, 0, 0, .white)
    }

    @Test func blendModeAndAlpha() {
        let image = redOverBlue()
        let drawn = render(CGSize(width: 2, height: 2)) { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: 2, height: 2), blendMode: .normal, alpha: 0.5)
        }
        expectPixel(drawn, 0, 0, RGBA8(r: 255, g: 128, b: 128, a: 255), tolerance: 2)
        let multiplied = render(CGSize(width: 2, height: 2)) { _ in
            UIColor(red: 0, green: 1, blue: 1, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 2, height: 2))
            image.draw(at: .zero, blendMode: .multiply, alpha: 1)
        }
        expectPixel(multiplied, 0, 0, .black, tolerance: 2)
        expectPixel(multiplied, 0, 1, .blue, tolerance: 2)
    }

    @Test func orientationTurnsTheImageAndSwapsItsSize() throws {
        let tall = render(CGSize(width: 1, height: 2), transparent: true) { _ in
            UIColor.red.setFill(); UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); UIRectFill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        let cg = try #require(tall.cgImage)
        let down = UIImage(cgImage: cg, scale: 1, orientation: .down)
        let right = UIImage(cgImage: cg, scale: 1, orientation: .right)
        let left = UIImage(cgImage: cg, scale: 1, orientation: .left)
        #expect(right.size == CGSize(width: 2, height: 1))
        let drawnDown = render(CGSize(width: 1, height: 2)) { c in c.interpolationQuality = .none; down.draw(at: .zero) }
        expectPixel(drawnDown, 0, 0, .blue)
        // .right: turned 90 degrees clockwise, so the top (red) ends up on the right.
        let drawnRight = render(CGSize(width: 2, height: 1)) { c in c.interpolationQuality = .none; right.draw(at: .zero) }
        expectPixel(drawnRight, 1, 0, .red)
        expectPixel(drawnRight, 0, 0, .blue)
        let drawnLeft = render(CGSize(width: 2, height: 1)) { c in c.interpolationQuality = .none; left.draw(at: .zero) }
        expectPixel(drawnLeft, 0, 0, .red)
    }

    @Test func resizableImageKeepsItsCapsAndStretchesTheMiddle() {
        // 10x10: a 2-point black frame around white.
        let frame = render(CGSize(width: 10, height: 10)) { _ in
            UIColor.black.setFill()
            UIRectFrame(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIRectFrame(CGRect(x: 1, y: 1, width: 8, height: 8))
        }
        let resizable = frame.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                             resizingMode: .stretch)
        let drawn = render(CGSize(width: 60, height: 30)) { _ in resizable.draw(in: CGRect(x: 0, y: 0, width: 60, height: 30)) }
        expectPixel(drawn, 1, 15, .black)
        expectPixel(drawn, 58, 15, .black)
        expectPixel(drawn, 30, 1, .black)
        expectPixel(drawn, 4, 15, .white)
        expectPixel(drawn, 30, 15, .white)
        let tiled = frame.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3))
        let drawnTiled = render(CGSize(width: 60, height: 30)) { _ in tiled.draw(in: CGRect(x: 0, y: 0, width: 60, height: 30)) }
        expectPixel(drawnTiled, 58, 28, .black)
        expectPixel(drawnTiled, 30, 15, .white)
    }

    @Test func dataFilesAndBadInput() throws {
        let image = redOverBlue(scale: 2)
        let png = try #require(image.pngData())
        let fromData = try #require(UIImage(data: png))
        #expect(fromData.scale == 1 && fromData.size == CGSize(width: 4, height: 4))
        expectPixel(fromData, 0, 0, .red)
        #expect(UIImage(data: png, scale: 2)?.size == CGSize(width: 2, height: 2))
        let jpeg = try #require(image.jpegData(compressionQuality: 1))
        #expect(UIImage(data: jpeg) != nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: png.prefix(png.count - 20)) == nil)
        #expect(UIImage(data: jpeg.prefix(jpeg.count / 2)) == nil)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("uiimage-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("icon@2x.png").path
        try png.write(to: URL(fileURLWithPath: path))
        let loaded = try #require(UIImage(contentsOfFile: path))
        #expect(loaded.scale == 2 && loaded.size == CGSize(width: 2, height: 2))
        #expect(UIImage(contentsOfFile: directory.appendingPathComponent("missing.png").path) == nil)
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "icon", in: bundle)?.scale == 2)
        #expect(UIImage(named: "no-such-image") == nil)
        #expect(UIImage().size == .zero)
    }
}
