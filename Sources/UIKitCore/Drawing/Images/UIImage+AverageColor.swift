/// The one colour that stands for an image where only one can be drawn (a pattern colour's `cgColor`).
extension UIImage {
    /// The mean of up to 64 x 64 evenly spread pixels, un-premultiplied; clear for an empty image.
    var averageColor: CGColor {
        guard let image = cgImage, image.width > 0, image.height > 0 else { return CGColor(gray: 0, alpha: 0) }
        let columns = min(image.width, 64), rows = min(image.height, 64)
        var sums: (a: Double, r: Double, g: Double, b: Double) = (0, 0, 0, 0)
        for row in 0..<rows {
            for column in 0..<columns {
                let pixel = image.argb(x: column * image.width / columns, y: row * image.height / rows)
                sums.a += Double(pixel >> 24 & 0xFF); sums.r += Double(pixel >> 16 & 0xFF)
                sums.g += Double(pixel >> 8 & 0xFF); sums.b += Double(pixel & 0xFF)
            }
        }
        guard sums.a > 0 else { return CGColor(gray: 0, alpha: 0) }
        // The samples are premultiplied: dividing by the summed alpha undoes it.
        return CGColor(red: sums.r / sums.a, green: sums.g / sums.a, blue: sums.b / sums.a,
                       alpha: sums.a / (255 * Double(columns * rows)))
    }
}
