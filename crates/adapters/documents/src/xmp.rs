//! The Factur-X extension in the XMP metadata. Validators look for the fx
//! namespace (document type, file name, version, conformance level) and a
//! PDF/A extension schema that declares it; krilla writes the PDF/A
//! metadata but offers no custom XMP yet, so the packet is completed here.

use lopdf::{Document, Object};

const FACTUR_X_NS: &str = "urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#";

fn property(name: &str, description: &str) -> String {
    format!(
        "<rdf:li rdf:parseType=\"Resource\"><pdfaProperty:name>{name}</pdfaProperty:name>\
         <pdfaProperty:valueType>Text</pdfaProperty:valueType>\
         <pdfaProperty:category>external</pdfaProperty:category>\
         <pdfaProperty:description>{description}</pdfaProperty:description></rdf:li>"
    )
}

/// The two descriptions to add inside `rdf:RDF`.
fn factur_x_descriptions() -> String {
    format!(
        "<rdf:Description rdf:about=\"\" xmlns:fx=\"{FACTUR_X_NS}\">\
         <fx:DocumentType>INVOICE</fx:DocumentType>\
         <fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>\
         <fx:Version>1.0</fx:Version>\
         <fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>\
         </rdf:Description>\
         <rdf:Description rdf:about=\"\" xmlns:pdfaExtension=\"http://www.aiim.org/pdfa/ns/extension/\" \
         xmlns:pdfaSchema=\"http://www.aiim.org/pdfa/ns/schema#\" \
         xmlns:pdfaProperty=\"http://www.aiim.org/pdfa/ns/property#\">\
         <pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType=\"Resource\">\
         <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>\
         <pdfaSchema:namespaceURI>{FACTUR_X_NS}</pdfaSchema:namespaceURI>\
         <pdfaSchema:prefix>fx</pdfaSchema:prefix>\
         <pdfaSchema:property><rdf:Seq>{}{}{}{}</rdf:Seq></pdfaSchema:property>\
         </rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>",
        property("DocumentFileName", "The name of the embedded XML document"),
        property(
            "DocumentType",
            "The type of the hybrid document in capital letters, e.g. INVOICE or ORDER"
        ),
        property(
            "Version",
            "The actual version of the standard applying to the embedded XML document"
        ),
        property(
            "ConformanceLevel",
            "The conformance level of the embedded XML document"
        ),
    )
}

/// `pdf` with the Factur-X descriptions added to its XMP packet.
///
/// # Errors
/// A text naming what is missing or unreadable in `pdf`.
pub fn with_factur_x_extension(pdf: &[u8]) -> Result<Vec<u8>, String> {
    let mut document = Document::load_mem(pdf).map_err(|error| error.to_string())?;
    let catalog = document
        .catalog()
        .map_err(|error| format!("no catalog: {error}"))?;
    let metadata_id = catalog
        .get(b"Metadata")
        .and_then(Object::as_reference)
        .map_err(|error| format!("no XMP metadata: {error}"))?;
    let stream = document
        .get_object_mut(metadata_id)
        .and_then(Object::as_stream_mut)
        .map_err(|error| format!("the XMP metadata is no stream: {error}"))?;
    let packet = stream
        .decompressed_content()
        .unwrap_or_else(|_| stream.content.clone());
    let packet = String::from_utf8(packet).map_err(|error| error.to_string())?;
    let Some(end) = packet.rfind("</rdf:RDF>") else {
        return Err("the XMP packet has no rdf:RDF".to_owned());
    };
    let completed = format!(
        "{}{}{}",
        &packet[..end],
        factur_x_descriptions(),
        &packet[end..]
    );
    // Uncompressed, as XMP readers without a PDF parser expect it.
    stream.set_plain_content(completed.into_bytes());
    let mut out = Vec::with_capacity(pdf.len() + 4096);
    document
        .save_to(&mut out)
        .map_err(|error| error.to_string())?;
    Ok(out)
}
