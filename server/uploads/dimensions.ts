import { imageSizeFromFile } from 'image-size/fromFile'

/** An image's pixel size read from its bytes; undefined for video or what cannot be read. */
export async function imageDimensions(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const size = await imageSizeFromFile(file)
    const turned = (size.orientation ?? 1) >= 5
    const width = turned ? size.height : size.width
    const height = turned ? size.width : size.height
    return width && height && width > 0 && height > 0 ? { width: Math.round(width), height: Math.round(height) } : undefined
  } catch {
    return undefined
  }
}
