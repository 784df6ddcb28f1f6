/// Where a pixel keeps its alpha, and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The byte order of a bitmap's pixels.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
    case orderMask = 0x7000
}

/// A bitmap's layout: its `CGImageAlphaInfo` in the low bits, byte order and float flags above.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)
    /// The host's own 32-bit order (little-endian on every machine Swift on Linux runs on).
    public static let byteOrder32Host = byteOrder32Little
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}
