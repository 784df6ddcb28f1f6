@testable import CoreGraphics
import Testing

/// Absurd `bytesPerRow` values and row-size products that overflow are refused (`nil` and a log line), never a
/// trap in the arithmetic or an allocation of what they multiply to.
@Suite(.serialized) struct BitmapRowBytesTests {
    let rgb = CGColorSpaceCreateDeviceRGB()
    let native = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    @Test(arguments: [1 << 40, Int.max / 2, Int.max])
    func contextOverCallersBufferWithHugeRowBytesIsRefused(rowBytes: Int) {
        var buffer = [UInt32](repeating: 0, count: 16)
        let (context, lines) = capturingCGLog {
            buffer.withUnsafeMutableBytes { raw in
                CGContext(data: raw.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: rowBytes,
                          space: rgb, bitmapInfo: native)
            }
        }
        #expect(context == nil)
        #expect(lines.contains { $0.contains("bytesPerRow \(rowBytes)") })
    }

    @Test(arguments: [1 << 40, Int.max / 2, Int.max])
    func contextWithItsOwnBufferAndHugeRowBytesIsRefused(rowBytes: Int) {
        // Not Cairo's layout, so the context keeps a buffer of its own of rowBytes x height.
        let (context, _) = capturingCGLog {
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: rowBytes, space: rgb,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        }
        #expect(context == nil)
    }

    @Test func rowBytesAtTheLimitStillWork() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 4096,
                                             space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.width == 4)
    }

    @Test(arguments: [1 << 40, Int.max / 2, Int.max])
    func imageFromPixelsWithHugeRowBytesIsRefused(rowBytes: Int) throws {
        let provider = try #require(CGDataProvider(data: Data(count: 64)))
        let (image, lines) = capturingCGLog {
            CGImage(width: 4, height: 4, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: rowBytes, space: rgb,
                    bitmapInfo: CGBitmapInfo(alphaInfo: .last), provider: provider, decode: nil,
                    shouldInterpolate: true, intent: .defaultIntent)
        }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("bytesPerRow \(rowBytes)") })
    }
}
