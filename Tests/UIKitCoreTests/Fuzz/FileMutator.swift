import UIKitTestSupport
import Foundation

/// Makes hostile variants of a valid file: byte flips, truncations, duplicated and deleted chunks, numbers made huge
/// or NaN, deep nesting and invalid UTF-8, one to four at a time. Deterministic for a given generator.
struct FileMutator {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    /// How many inputs each format gets: `UIKIT_FUZZ_ITERATIONS` when set (the long form), else `quick`.
    static func iterations(quick: Int) -> Int {
        ProcessInfo.processInfo.environment["UIKIT_FUZZ_ITERATIONS"].flatMap { Int($0) }.map { max($0, 1) } ?? quick
    }

    mutating func mutate(_ seed: Data) -> Data {
        var bytes = [UInt8](seed)
        for _ in 0..<Int.random(in: 1...4, using: &random) { apply(to: &bytes) }
        return Data(bytes)
    }

    private static let hugeNumbers = ["1e308", "-1e308", "99999999999999999999", "nan", "inf", "-0", "1e-320",
                                      "9223372036854775808", "-9223372036854775809", "4294967296", "0x7fffffff"]
    private static let invalidUTF8: [[UInt8]] = [[0xFF], [0xC3, 0x28], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0]]

    private mutating func position(in bytes: [UInt8]) -> Int { Int.random(in: 0...bytes.count, using: &random) }

    private mutating func apply(to bytes: inout [UInt8]) {
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where !bytes.isEmpty: // flip one to eight bytes
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
        case 1: // truncate
            bytes.removeLast(bytes.count - position(in: bytes))
        case 2 where !bytes.isEmpty: // duplicate a chunk somewhere
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let chunk = Array(bytes[start..<min(bytes.count, start + Int.random(in: 1...256, using: &random))])
            bytes.insert(contentsOf: chunk, at: position(in: bytes))
        case 3 where !bytes.isEmpty: // delete a chunk
            let start = Int.random(in: 0..<bytes.count, using: &random)
            bytes.removeSubrange(start..<min(bytes.count, start + Int.random(in: 1...64, using: &random)))
        case 4: // a number made huge, NaN or malformed: replace a run of digits, or insert one
            let replacement = Array(Self.hugeNumbers.randomElement(using: &random)!.utf8)
            var digitAt: Int?
            for _ in 0..<32 where !bytes.isEmpty && digitAt == nil {
                let at = Int.random(in: 0..<bytes.count, using: &random)
                if (0x30...0x39).contains(bytes[at]) { digitAt = at }
            }
            if let digit = digitAt {
                var end = digit
                while end < bytes.count, (0x30...0x39).contains(bytes[end]) || bytes[end] == 0x2E { end += 1 }
                bytes.replaceSubrange(digit..<end, with: replacement)
            } else {
                bytes.insert(contentsOf: replacement, at: position(in: bytes))
            }
        case 5: // deep nesting: thousands of opening tags (or brackets), closed or not
            let depth = Int.random(in: 100...3_000, using: &random)
            let tag = Array(["<view><subviews>", "<dict><key>k</key>", "<array>", "(", "{"]
                .randomElement(using: &random)!.utf8)
            let at = position(in: bytes)
            var nested: [UInt8] = []
            nested.reserveCapacity(depth * tag.count)
            for _ in 0..<depth { nested += tag }
            bytes.insert(contentsOf: nested, at: at)
        default: // invalid UTF-8
            bytes.insert(contentsOf: Self.invalidUTF8.randomElement(using: &random)!, at: position(in: bytes))
        }
    }
}
