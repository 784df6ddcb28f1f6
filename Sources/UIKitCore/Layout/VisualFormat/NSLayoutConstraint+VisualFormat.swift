/// The visual format language: constraints from a picture of the layout (AL-14..AL-18).
extension NSLayoutConstraint {
    /// The constraints the format string draws, inactive, as UIKit returns them; a string that cannot be read
    /// logs UIKit's "Unable to parse constraint format" and gives none (UIKit raises an exception).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            try parser.parse()
        } catch {
            UIKitLog.error("\(error)")
            return []
        }
        return VisualFormatBuilder(parser: parser, options: opts).constraints()
    }
}
