@testable import CoreGraphics
import Testing

@Suite struct BitmapContextTests {
    @Test func rgbaBufferShowsWhatWasDrawnInByteOrder() throws {
        var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try buffer.withUnsafeMutableBytes { raw in
            let con = try #require(CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8,
                                             bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            con.setFillColor(CGColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            // Bottom-left origin: the bottom row is the last in memory.
            con.fill(CGRect(x: 0, y: 0, width: 4, height: 1))
            #expect(con.bitsPerPixel == 32)
            #expect(con.alphaInfo == .premultipliedLast)
        }
        #expect(Array(buffer[48..<52]) == [255, 128, 0, 255])
        #expect(Array(buffer[0..<4]) == [0, 0, 0, 0])
    }

    @Test func nativeBGRABufferIsDrawnInPlace() throws {
        var buffer = [UInt32](repeating: 0, count: 4)
        try buffer.withUnsafeMutableBytes { raw in
            let info = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue
            let con = try #require(CGContext(data: raw.baseAddress, width: 2, height: 2, bitsPerComponent: 8,
                                             bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            con.setFillColor(.blue)
            con.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            let image = try #require(con.makeImage())
            expectPixel(image, 1, 1, .blue)
        }
        #expect(buffer == [0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF])
    }

    @Test func grayAndAlphaOnlyContexts() throws {
        let gray = try #require(CGContext(data: nil, width: 3, height: 3, bitsPerComponent: 8, bytesPerRow: 0,
                                          space: CGColorSpaceCreateDeviceGray(),
                                          bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.setFillColor(gray: 0.5, alpha: 1)
        gray.fill(CGRect(x: 0, y: 0, width: 3, height: 3))
        let bytes = try #require(gray.data).assumingMemoryBound(to: UInt8.self)
        #expect(abs(Int(bytes[0]) - 128) <= 1)
        #expect(gray.colorSpace == CGColorSpaceCreateDeviceGray())
        let image = try #require(gray.makeImage())
        expectPixel(image, 1, 1, RGBA(r: 128, g: 128, b: 128, a: 255), tolerance: 1)

        let alpha = try #require(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceGray(),
                                           bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        alpha.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        alpha.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(abs(Int(try #require(alpha.data).load(as: UInt8.self)) - 128) <= 1)
    }

    @Test func unsupportedAndAbsurdRequestsFailCleanly() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        let info = CGImageAlphaInfo.premultipliedLast.rawValue
        #expect(CGContext(data: nil, width: 0, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: -5, height: 10, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 100_000, height: 100_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 30_000, height: 30_000, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: Int.max, height: Int.max, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 3, space: rgb,
                          bitmapInfo: info) == nil)
        #expect(throws: CGContextError.self) { try CGContext(pixelWidth: 40_000, pixelHeight: 40_000, flipped: true) }
        do {
            _ = try CGContext(pixelWidth: 20_000, pixelHeight: 20_000, flipped: true)
            Issue.record("a 400-megapixel bitmap should be refused")
        } catch {
            #expect("\(error)".contains("larger than the limit"))
        }
    }

    @Test func imagesFromRawPixelsAndCropping() throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255,
                              0, 0, 255, 255, 255, 255, 255, 128]
        let provider = try #require(CGDataProvider(data: Data(bytes)))
        let image = try #require(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                                         space: CGColorSpaceCreateDeviceRGB(),
                                         bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider,
                                         decode: nil, shouldInterpolate: true, intent: .defaultIntent))
        expectPixel(image, 0, 0, .red)
        expectPixel(image, 1, 0, .green)
        expectPixel(image, 0, 1, .blue)
        expectPixel(image, 1, 1, RGBA(r: 255, g: 255, b: 255, a: 128), tolerance: 2)
        let crop = try #require(image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5)))
        #expect(crop.width == 1 && crop.height == 2)
        expectPixel(crop, 0, 0, .green)
        #expect(image.cropping(to: CGRect(x: 5, y: 5, width: 2, height: 2)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1)) == nil)
        // Too little data for the size asked for.
        #expect(CGImage(width: 100, height: 100, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 400,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                        provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent) == nil)
    }
}
