//! The JSON shapes of the samples routes.

use serde::{Deserialize, Serialize};
use shop_domain::Sample;
use utoipa::{IntoParams, ToSchema};

#[derive(Debug, Serialize, ToSchema)]
pub struct SampleDto {
    #[serde(rename = "sampleId")]
    pub sample_id: i64,
    #[serde(rename = "musterNumber")]
    pub muster_number: String,
    #[serde(rename = "restaurentName")]
    pub restaurent_name: String,
    #[serde(rename = "sampleImage")]
    pub sample_image: String,
}

#[derive(Serialize, ToSchema)]
pub struct SampleFound {
    pub sample: SampleDto,
}

#[derive(Deserialize, IntoParams)]
pub struct SampleQuery {
    /// The sample number printed on the card, at most 10 characters.
    #[serde(rename = "musterNb")]
    #[param(rename = "musterNb")]
    pub muster_nb: Option<String>,
}

impl From<Sample> for SampleDto {
    fn from(sample: Sample) -> Self {
        Self {
            sample_id: sample.id.get(),
            muster_number: sample.muster_number.as_str().to_owned(),
            restaurent_name: sample.restaurant_name,
            sample_image: sample.sample_image,
        }
    }
}
