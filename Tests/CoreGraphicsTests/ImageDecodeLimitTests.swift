@testable import CoreGraphics
import Testing

/// Hostile PNG and JPEG files are refused from their headers, before the decoder allocates or works for them, with
/// one log line naming the limit (`ImageDecodeLimits`).
@Suite(.serialized) struct ImageDecodeLimitTests {
    @Test func craftedFilesWithinTheLimitsDecode() throws {
        // The builders make files a decoder accepts, so the refusals below are the limits' doing.
        let baseline = try #require(CGImage.decode(HostileImageFiles.jpeg(width: 8, height: 8, progressive: false)))
        #expect(baseline.width == 8 && baseline.height == 8)
        let progressive = HostileImageFiles.jpeg(width: 8, height: 8, progressive: true, scans: 10)
        #expect(CGImage.decode(progressive)?.width == 8)
    }

    @Test func jpegDeclaringMorePixelsThanTheLimitIsRefusedBeforeAllocating() throws {
        // 30,000 x 4,000 is 120 Mpixels (480 MB decoded) from a file of about 200 bytes.
        let file = HostileImageFiles.jpeg(width: 30_000, height: 4_000, progressive: false)
        let (image, lines) = capturingCGLog { CGImage.decode(file) }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("JPEG image refused: 30000x4000 pixels") && $0.contains("decoding limit") })
    }

    @Test func jpegOfTheLargestSideIsRefused() {
        let (image, lines) = capturingCGLog { CGImage.decode(HostileImageFiles.jpeg(width: 65_000, height: 65_000,
                                                                                     progressive: false)) }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("65000x65000") })
    }

    @Test func progressiveJPEGWithHundredsOfScansIsRefused() {
        let file = HostileImageFiles.jpeg(width: 64, height: 64, progressive: true, scans: 500)
        let (image, lines) = capturingCGLog { CGImage.decode(file) }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("\(ImageDecodeLimits.maximumJPEGScans) progressive scans") })
    }

    @Test func progressiveJPEGAtTheScanLimitDecodes() {
        let file = HostileImageFiles.jpeg(width: 8, height: 8, progressive: true,
                                          scans: ImageDecodeLimits.maximumJPEGScans)
        #expect(CGImage.decode(file) != nil)
    }

    @Test func pngDeclaringMorePixelsThanTheLimitIsRefusedBeforeAllocating() {
        // 10,000 x 10,000 is under the old bitmap limit but 400 MB decoded.
        let (image, lines) = capturingCGLog { CGImage.decode(HostileImageFiles.png(width: 10_000, height: 10_000)) }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("PNG image refused: 10000x10000 pixels") && $0.contains("decoding limit") })
    }

    @Test func pngDeclaringAHundredThousandPixelsASideIsRefused() {
        let (image, lines) = capturingCGLog { CGImage.decode(HostileImageFiles.png(width: 100_000, height: 100_000)) }
        #expect(image == nil)
        #expect(lines.contains { $0.contains("100000x100000") })
    }
}
