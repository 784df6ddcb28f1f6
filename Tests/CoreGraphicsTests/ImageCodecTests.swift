@testable import CoreGraphics
import Testing

@Suite struct ImageCodecTests {
    func sample() throws -> CGImage {
        let con = try makeContext(20, 10)
        con.setFillColor(.red)
        con.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        con.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        con.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        return try #require(con.makeImage())
    }

    @Test func pngRoundTripKeepsPixelsAndAlpha() throws {
        let data = try #require(try sample().pngData())
        let decoded = try #require(CGImage.decode(data))
        #expect(decoded.width == 20 && decoded.height == 10)
        expectPixel(decoded, 5, 5, .red, tolerance: 0)
        expectPixel(decoded, 15, 5, RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 2)
        let viaProvider = CGImage(pngDataProviderSource: try #require(CGDataProvider(data: data)), decode: nil,
                                  shouldInterpolate: true, intent: .defaultIntent)
        #expect(viaProvider?.width == 20)
    }

    @Test func jpegRoundTripIsCloseAndOpaque() throws {
        let data = try #require(try sample().jpegData(quality: 0.95))
        #expect(data.starts(with: [0xFF, 0xD8]))
        let decoded = try #require(CGImage.decode(data))
        #expect(decoded.width == 20 && decoded.height == 10)
        expectPixel(decoded, 4, 5, .red, tolerance: 24)
        // Transparency composites over black, as iOS writes it.
        expectPixel(decoded, 16, 5, RGBA(r: 0, g: 0, b: 128, a: 255), tolerance: 24)
        #expect(decoded.alphaInfo == .noneSkipFirst)
    }

    @Test func corruptOrTruncatedDataGivesNil() throws {
        let png = try #require(try sample().pngData())
        let jpeg = try #require(try sample().jpegData(quality: 0.8))
        #expect(CGImage.decode(Data()) == nil)
        #expect(CGImage.decode(Data("not an image".utf8)) == nil)
        #expect(CGImage.decode(png.prefix(png.count / 2)) == nil)
        #expect(CGImage.decode(png.prefix(40)) == nil)
        #expect(CGImage.decode(jpeg.prefix(jpeg.count / 2)) == nil)
        #expect(CGImage.decode(jpeg.prefix(10)) == nil)
        var garbled = jpeg
        for i in stride(from: 2, to: min(garbled.count, 200), by: 3) { garbled[i] = 0x5A }
        #expect(CGImage.decode(garbled) == nil)
        var badCRC = png
        badCRC[20] ^= 0xFF
        #expect(CGImage.decode(badCRC) == nil)
    }

    @Test func pngHeaderClaimingAHugeImageIsRefusedBeforeAllocating() throws {
        var png = try #require(try sample().pngData())
        // IHDR width and height: 60000 x 60000.
        for (i, b) in [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60].enumerated() { png[16 + i] = UInt8(b) }
        #expect(CGImage.decode(png) == nil)
    }
}
