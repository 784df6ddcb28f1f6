import Foundation

/// PNG and JPEG files built byte by byte, so tests can make the hostile ones real encoders never write: headers
/// declaring huge sizes over a few bytes of data, progressive JPEGs of hundreds of scans.
enum HostileImageFiles {
    /// A PNG of `width` x `height` grey pixels whose IHDR is valid (checksum included) but whose image data is one
    /// empty deflate block: what a decoder allocates for comes from the header alone.
    static func png(width: UInt32, height: UInt32) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 0, 0, 0, 0])
        data += chunk("IDAT", [0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        data += chunk("IEND", [])
        return data
    }

    /// A greyscale JPEG declaring `width` x `height` with Huffman tables in which every block decodes from one
    /// bit, followed by `scans` scans: a baseline scan of one byte when `progressive` is false (so the rest of the
    /// image is missing), else DC scans of one byte each.
    static func jpeg(width: UInt16, height: UInt16, progressive: Bool, scans: Int = 1) -> Data {
        var data = Data([0xFF, 0xD8])
        data += segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        data += segment(progressive ? 0xC2 : 0xC0,
                        [8] + bigEndian(height) + bigEndian(width) + [1, 1, 0x11, 0])
        // One code of length 1 for symbol 0: a DC difference of 0, or an AC end of block.
        let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15) + [0]
        data += segment(0xC4, [0x00] + oneCode + [0x10] + oneCode)
        for _ in 0..<scans {
            // Baseline: coefficients 0...63 from tables 0/0; progressive: the DC coefficient only.
            data += segment(0xDA, [1, 1, 0x00, 0, progressive ? 0 : 63, 0])
            data += [0x3F]
        }
        data += [0xFF, 0xD9]
        return data
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> Data {
        Data([0xFF, marker] + bigEndian(UInt16(body.count + 2)) + body)
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> Data {
        let typed = Array(type.utf8) + body
        return Data(bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed)))
    }

    private static func bigEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }

    /// PNG's CRC-32 (ISO 3309), bit by bit: the inputs here are a few bytes.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
